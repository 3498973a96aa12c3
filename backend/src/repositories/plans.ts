import type { UserId } from '../../contract';
import type { Db } from '../db/knex';
import { nowIso } from '../db/time';

export interface PlanRow {
  id: number;
  user_id: number;
  course_id: string;
  /** JSON text of the contract's LearningPlan */
  plan: string;
  created_at: string | Date;
  updated_at: string | Date;
}

export function plansRepository(db: Db) {
  return {
    async listForUser(userId: UserId): Promise<PlanRow[]> {
      return db<PlanRow>('learning_plans')
        .where({ user_id: userId })
        .orderBy([
          { column: 'updated_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]);
    },
    /** One plan per user and course: a new one replaces the old and keeps its created_at. */
    async upsert(userId: UserId, courseId: string, plan: unknown): Promise<void> {
      const now = nowIso();
      await db('learning_plans')
        .insert({
          user_id: userId,
          course_id: courseId,
          plan: JSON.stringify(plan),
          created_at: now,
          updated_at: now,
        })
        .onConflict(['user_id', 'course_id'])
        .merge(['plan', 'updated_at']);
    },
  };
}
export type PlansRepository = ReturnType<typeof plansRepository>;
