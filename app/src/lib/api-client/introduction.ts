import { endpoints } from '../../../../backend/contract';
import { ApiError, clientMessages } from './errors';
import { call, type CallInput } from './request';

function requireThreadId(payload: unknown, status: number): void {
  const threadId =
    payload && typeof payload === 'object' ? (payload as { thread_id?: unknown }).thread_id : undefined;
  if (typeof threadId !== 'string' || threadId === '') {
    throw new ApiError(status, clientMessages.noThreadId, 'no_thread_id');
  }
}

/** The introduction chat of the personal space. */
export const introductionApi = {
  status: (signal?: AbortSignal) => call(endpoints.getIntroductionStatus, { signal }),
  /** fails with 'No thread ID received from server' when the reply has no thread_id */
  start: (signal?: AbortSignal) => call(endpoints.startIntroduction, { signal }, { guard: requireThreadId }),
  send: (body: CallInput<typeof endpoints.superSimple>['body'], signal?: AbortSignal) =>
    call(endpoints.superSimple, { body, signal }),
};
