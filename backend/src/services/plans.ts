import { LearningPlan, type LearningPlanRecord } from '../../contract';
import { toIsoDate } from '../db/dates';
import type { Logger } from '../logger';
import type { PlanRow, PlansRepository } from '../repositories/plans';

export function plansService(repository: PlansRepository, logger: Logger) {
  function toRecord(row: PlanRow): LearningPlanRecord | null {
    let json: unknown;
    try {
      json = JSON.parse(row.plan);
    } catch {
      json = undefined;
    }
    const plan = LearningPlan.safeParse(json);
    if (!plan.success) {
      // A stored plan the contract no longer accepts is skipped, not sent broken.
      logger.warn({ planId: row.id }, 'stored learning plan does not match the contract');
      return null;
    }
    return {
      id: Number(row.id),
      course_id: row.course_id,
      plan: plan.data,
      created_at: toIsoDate(row.created_at),
      updated_at: toIsoDate(row.updated_at),
    };
  }
  return {
    async list(userId: number): Promise<LearningPlanRecord[]> {
      const rows = await repository.listForUser(userId);
      return rows.map(toRecord).filter((record): record is LearningPlanRecord => record !== null);
    },
  };
}
export type PlansService = ReturnType<typeof plansService>;
