import { groupWrites } from '../db/group-writes';
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

/** The retry key of a save, or null for a save without a client_id (it always inserts). */
function retryKey(row: { user_id: number | string; client_id: string | null }): string | null {
  return row.client_id === null ? null : `${Number(row.user_id)}\u0000${row.client_id}`;
}

/**
 * Writes a group of saves in one INSERT … ON CONFLICT DO NOTHING RETURNING * and answers, for each
 * save in order, its stored row. Retries of one save inside the group share one row; a retry of a
 * save stored earlier gets that row, read back in one more query.
 */
async function insertGroup(db: Db, rows: NewProgress[]): Promise<ProgressRow[]> {
  const keyed = new Map<string, NewProgress>();
  const unkeyed: NewProgress[] = [];
  for (const row of rows) {
    const key = retryKey(row);
    if (key === null) unkeyed.push(row);
    else if (!keyed.has(key)) keyed.set(key, row);
  }
  const inserted = await db<ProgressRow>('activity_progress')
    .insert([...keyed.values(), ...unkeyed])
    .onConflict(['user_id', 'client_id'])
    .ignore()
    .returning('*');

  const byKey = new Map<string, ProgressRow>();
  const fresh: ProgressRow[] = [];
  for (const row of inserted) {
    const key = retryKey(row);
    if (key === null) fresh.push(row);
    else byKey.set(key, row);
  }
  const missing = [...keyed.values()].filter((row) => !byKey.has(retryKey(row) as string));
  if (missing.length > 0) {
    const stored = await db<ProgressRow>('activity_progress').where((where) => {
      for (const row of missing) where.orWhere({ user_id: row.user_id, client_id: row.client_id });
    });
    for (const row of stored) byKey.set(retryKey(row) as string, row);
  }

  // Rows without a key come back in id order, which is their order in the VALUES list; the check
  // below makes a different order an error (the group is then written row by row), never a mix-up.
  // A keyed save gets the row stored under its key, whatever else it carries, as a retry should.
  fresh.sort((a, b) => Number(a.id) - Number(b.id));
  let next = 0;
  return rows.map((row) => {
    const key = retryKey(row);
    if (key !== null) {
      const stored = byKey.get(key);
      if (!stored) throw new Error('progress group write: a keyed save has no stored row');
      return stored;
    }
    const stored = fresh[next++];
    if (
      !stored ||
      Number(stored.user_id) !== row.user_id ||
      stored.activity_id !== row.activity_id ||
      stored.answers !== row.answers
    ) {
      throw new Error('progress group write: a stored row does not match its save');
    }
    return stored;
  });
}

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
     * node store one row, and every caller gets that row back. Concurrent saves are written
     * together (group commit, `db/group-writes.ts`).
     */
    insertOnce: groupWrites((rows: NewProgress[]) => insertGroup(db, rows)),
  };
}
export type ProgressRepository = ReturnType<typeof progressRepository>;
