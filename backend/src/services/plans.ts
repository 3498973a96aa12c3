/**
 * `GET /api/chat/learning/plans`: the stored plans, each with its topic values computed again from the
 * student's evidence as it is now, so practice and tests show on the plan without generating a new one
 * (the plan's text stays as it was written, with its `generated_at`).
 */
import type { UserId } from '../../contract';
import { LearningPlan, type LearningPlanRecord } from '../../contract';
import { currentTopics } from '../../domain/mastery';
import { toIsoDate } from '../db/dates';
import type { Logger } from '../logger';
import type { PlanRow, PlansRepository } from '../repositories/plans';
import type { CourseLibrary } from '../tutor';
import { courseMap } from '../tutor/outline';
import type { EvidenceService } from './evidence';

export function plansService(
  repository: PlansRepository,
  logger: Logger,
  deps: { library: CourseLibrary; evidence: EvidenceService },
) {
  /** The plan with its topic values from the evidence now; a plan without topic values stays as stored. */
  async function current(userId: UserId, record: LearningPlanRecord): Promise<LearningPlanRecord> {
    const { plan } = record;
    if (plan.type === 'student_plan') return record;
    const course = await deps.library.get(record.course_id);
    if (!course) return record;
    const topics = currentTopics(courseMap(course).outline, await deps.evidence.forCourse(userId, course));
    return { ...record, plan: { ...plan, content: { ...plan.content, ...topics } } } as LearningPlanRecord;
  }

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
    async list(userId: UserId): Promise<LearningPlanRecord[]> {
      const rows = await repository.listForUser(userId);
      const records = rows.map(toRecord).filter((record): record is LearningPlanRecord => record !== null);
      return Promise.all(records.map((record) => current(userId, record)));
    },
  };
}
export type PlansService = ReturnType<typeof plansService>;
