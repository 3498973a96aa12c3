import type { Db } from '../db/knex';

export interface ProgressRow {
  id: number;
  user_id: number;
  course_id: string;
  activity_type: string;
  activity_id: string;
  score: number | string;
  time_spent: number;
  /** JSON text */
  answers: string;
  completed: boolean | number;
  client_id: string | null;
  created_at: string | Date;
}

export type NewProgress = Omit<ProgressRow, 'id'>;

export function progressRepository(db: Db) {
  return {
    async list(
      userId: number,
      filters: { course_id?: string | undefined; activity_type?: string | undefined },
    ): Promise<ProgressRow[]> {
      const query = db<ProgressRow>('activity_progress').where({ user_id: userId });
      if (filters.course_id) query.andWhere({ course_id: filters.course_id });
      if (filters.activity_type) query.andWhere({ activity_type: filters.activity_type });
      return query.orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    },
    /**
     * Idempotent on (user_id, client_id): the unique index decides, so concurrent retries on any
     * node store one row, and every caller gets that row back.
     */
    async insertOnce(row: NewProgress): Promise<ProgressRow> {
      if (row.client_id === null) {
        const [inserted] = await db<ProgressRow>('activity_progress').insert(row).returning('*');
        if (!inserted) throw new Error('progress insert returned no row');
        return inserted;
      }
      const [inserted] = await db<ProgressRow>('activity_progress')
        .insert(row)
        .onConflict(['user_id', 'client_id'])
        .ignore()
        .returning('*');
      if (inserted) return inserted;
      const stored = await db<ProgressRow>('activity_progress')
        .where({ user_id: row.user_id, client_id: row.client_id })
        .first();
      if (!stored) throw new Error('progress row missing after an idempotent insert');
      return stored;
    },
  };
}
export type ProgressRepository = ReturnType<typeof progressRepository>;
