import type { Logger } from '../logger';

/**
 * Work that runs after the answer has been sent: mail that must not show in the response time (an
 * answer that waits for SMTP tells whether an account exists). A failure is logged, never thrown.
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
