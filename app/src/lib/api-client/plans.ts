import { endpoints, type LearningPlanRecord } from '../../../../backend/contract';
import { ApiError, clientMessages, isAbortError } from './errors';
import { slowCallTimeoutMs, type ListOptions } from './progress';
import { call, type CallInput } from './request';

/** A plan response must carry `success` or `learning_plan` (docs/requirements.md#accounts-validation). */
export function requirePlanResponse(payload: unknown, status: number): void {
  const record = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  if (!('success' in record) && !('learning_plan' in record)) {
    throw new ApiError(status, clientMessages.invalidPlanResponse, 'invalid_plan_response');
  }
}

/** Learning plans: the list (15 s, `[]` on failure) and the generation call. */
export const plansApi = {
  async list(options: ListOptions = {}): Promise<LearningPlanRecord[]> {
    try {
      const { learning_plans: plans } = await call(
        endpoints.listPlans,
        { signal: options.signal },
        { timeoutMs: slowCallTimeoutMs, guard: requirePlanResponse },
      );
      return plans;
    } catch (error) {
      if (isAbortError(error) || options.signal?.aborted) throw error;
      options.onError?.(error instanceof ApiError ? error : new ApiError(0, String(error)));
      return [];
    }
  },
  /** can take minutes (the overlay says so): no timeout */
  generate: (body: CallInput<typeof endpoints.generatePlan>['body'], signal?: AbortSignal) =>
    call(endpoints.generatePlan, { body, signal }, { guard: requirePlanResponse }),
};
