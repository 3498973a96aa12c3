import type { Logger } from '../logger';

/**
 * Work a node does beside its answers that may be lost with the process (warming the tutor). A failure
 * is logged, never thrown. Mail is not such work: it goes through the durable outbox
 * (services/mail-outbox.ts).
 */
export function backgroundTasks(logger: Logger) {
  const pending = new Set<Promise<void>>();
  return {
    /** Starts `task` once the current request's answer is written (setImmediate). */
    run(name: string, task: () => Promise<void>): void {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => logger.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    /** Resolves when no task is pending (the dev outbox reads after it; shutdown waits for it). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof backgroundTasks>;
