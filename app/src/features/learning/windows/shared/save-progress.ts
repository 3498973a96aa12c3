import type { ActivityResult, ProgressRecord } from '../../../../../../backend/contract';
import { ApiError } from '../../../../lib/api-client/errors';
import { progressApi } from '../../../../lib/api-client/progress';

/** A result to save: everything but the idempotency key, which this module adds. */
export type ActivityToSave = Omit<ActivityResult, 'client_id'>;

/** A fresh idempotency key for one attempt. */
export function newClientId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `attempt-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Worth one more try with the same key: the network failed or the server erred. */
function retriable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/**
 * Saves one attempt as a progress record: the only way the windows write progress, so the client change of
 * issue 18 is made here once. The attempt gets one `client_id`, kept across the one retry after a network or
 * server failure, so the server stores it once. Throws when the save fails; the caller shows the §8 toast.
 */
export async function saveActivity(
  activity: ActivityToSave,
  clientId = newClientId(),
): Promise<ProgressRecord> {
  const body = { ...activity, client_id: clientId };
  try {
    return (await progressApi.save(body)).data;
  } catch (error) {
    if (!retriable(error)) throw error;
    return (await progressApi.save(body)).data;
  }
}
