import type { ActivityResult, ProgressRecord } from '../../../../../../backend/contract';
import { progressApi, retryable, type AttemptBody } from '../../../../lib/api-client/progress';

/** A result to save: everything but the attempt id, which this module adds. */
export type ActivityToSave = Omit<ActivityResult, 'client_id'>;

type SaveApi = Pick<typeof progressApi, 'newAttempt' | 'save'>;

/** At most this many failed saves wait for another try (the oldest is dropped first). */
export const maxPendingSaves = 50;

/** How the windows save progress; one per page (`progressSaver`), or per test with a fake API. */
export interface ProgressSaver {
  /**
   * Saves one attempt under a new `progressApi.newAttempt()` id. `progressApi.save` itself tries again
   * after a network failure, a timeout or a 5xx with the same id, so the server stores the attempt once.
   * When it still fails on the way or on the server the body is kept, id and all, and sent again before the next save; then this throws
   * (the caller shows the docs/requirements.md#learning-space-errors toast).
   */
  save(activity: ActivityToSave): Promise<ProgressRecord>;
  /** Sends the saves that failed before, each with its own id (a no-op when none wait). */
  retryPending(): Promise<void>;
  /** How many failed saves wait for another try. */
  pendingCount(): number;
}

/** A saver over `api` (the real progressApi by default). */
export function createProgressSaver(api: SaveApi = progressApi): ProgressSaver {
  const pending = new Map<string, AttemptBody>();
  let retrying: Promise<void> | null = null;

  const keep = (body: AttemptBody) => {
    pending.set(body.client_id, body);
    const oldest = pending.keys().next().value;
    if (pending.size > maxPendingSaves && oldest !== undefined) pending.delete(oldest);
  };

  const sendPending = async () => {
    for (const [clientId, body] of [...pending]) {
      try {
        await api.save(body);
        pending.delete(clientId);
      } catch (error) {
        if (!retryable(error)) {
          pending.delete(clientId);
          continue;
        }
        // Still failing: keep it (same id) for the next chance, and stop trying for now.
        return;
      }
    }
  };

  const retryPending = () => {
    // One pass at a time, so a waiting body is never in flight twice.
    retrying ??= sendPending().finally(() => {
      retrying = null;
    });
    return retrying;
  };

  return {
    async save(activity) {
      const body: AttemptBody = { ...activity, client_id: api.newAttempt() };
      try {
        const saved = (await api.save(body)).data;
        // The server answers again: earlier failures get their turn, behind the learner's back.
        if (pending.size > 0) void retryPending();
        return saved;
      } catch (error) {
        if (retryable(error)) keep(body);
        throw error;
      }
    },
    retryPending,
    pendingCount: () => pending.size,
  };
}

/** The page's saver: every window writes progress through it. */
export const progressSaver = createProgressSaver();

/** Saves one attempt through the page's saver (see ProgressSaver.save). */
export function saveActivity(activity: ActivityToSave): Promise<ProgressRecord> {
  return progressSaver.save(activity);
}
