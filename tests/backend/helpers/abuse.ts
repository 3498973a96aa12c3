import type { Endpoint } from '../../../backend/contract';
import type { TestApp } from './app';
import { call, type CallInput, type CallResult } from './client';

/**
 * `call` that keeps every status it saw, so an abuse test can end by asserting that no request of the
 * attack got a 5xx.
 */
export function statusLog() {
  const statuses: number[] = [];
  return {
    statuses,
    async call<E extends Endpoint>(app: TestApp, endpoint: E, input: CallInput = {}): Promise<CallResult<E>> {
      const result = await call(app, endpoint, input);
      statuses.push(result.status);
      return result;
    },
    /** records a status seen outside `call` (a raw fetch) */
    record(status: number): void {
      statuses.push(status);
    },
    serverErrors: (): number[] => statuses.filter((status) => status >= 500),
  };
}
