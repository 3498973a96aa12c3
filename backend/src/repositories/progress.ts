import type { UserId } from '../../contract';
import { randomUUID } from 'node:crypto';
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

/** A row to store: its owner is a parsed user id. */
export type NewProgress = Omit<ProgressRow, 'id' | 'user_id'> & { user_id: UserId };

/** The key every write of a save goes under: its client_id, or one the server made up for it. */
function retryKey(row: { user_id: number | string; client_id: string | null }): string {
  return `${Number(row.user_id)}\u0000${row.client_id ?? ''}`;
}

/**
 * Writes a group of saves in one INSERT … ON CONFLICT (user_id, client_id) DO NOTHING RETURNING *
 * and answers, for each save in order, its stored row.
 *
 * Every save goes in under a key: its client_id, or, without one, a random id the server gives it
 * (`srv-<uuid>`). So every write, this one or any retry of it (a group that fails is written again
 * save by save, `db/group-writes.ts`), is a no-op for a save already stored: no save can be written
 * twice, whatever happens to the matching below. A save is matched to its row by that key alone,
 * never by comparing values the database may have rewritten (SQLite stores a lone surrogate as
 * U+FFFD). Retries of one save inside the group share one row; a retry of a save stored earlier
 * gets that row, read back in one more query.
 */
async function insertGroup(db: Db, rows: Array<NewProgress & { client_id: string }>): Promise<ProgressRow[]> {
  const keyed = new Map<string, NewProgress>();
  for (const row of rows) if (!keyed.has(retryKey(row))) keyed.set(retryKey(row), row);
  const inserted = await db<ProgressRow>('activity_progress')
    .insert([...keyed.values()])
    .onConflict(['user_id', 'client_id'])
    .ignore()
    .returning('*');

  const byKey = new Map<string, ProgressRow>();
  for (const row of inserted) byKey.set(retryKey(row), row);
  const missing = [...keyed.values()].filter((row) => !byKey.has(retryKey(row)));
  if (missing.length > 0) {
    const stored = await db<ProgressRow>('activity_progress').where((where) => {
      for (const row of missing) where.orWhere({ user_id: row.user_id, client_id: row.client_id });
    });
    for (const row of stored) byKey.set(retryKey(row), row);
  }
  return rows.map((row) => {
    const stored = byKey.get(retryKey(row));
    if (!stored) throw new Error('progress group write: a save has no stored row under its key');
    return stored;
  });
}

const writeGroup = (db: Db) =>
  groupWrites((rows: Array<NewProgress & { client_id: string }>) => insertGroup(db, rows));

/** How many of a user's newest records of a course the tutor reads (evidence for replies and plans). */
export const tutorEvidenceLimit = 5000;

export function progressRepository(db: Db) {
  const insertKeyed = writeGroup(db);
  return {
    /**
     * Up to `limit` rows of a user, newest first (created_at, then id), starting after the cursor
     * `before` when given: keyset paging, so a page costs the same however far back it is.
     */
    async list(
      userId: UserId,
      filters: { course_id?: string | undefined; activity_type?: string | undefined },
      page: { limit: number; before?: { created_at: string; id: number } | undefined },
    ): Promise<ProgressRow[]> {
      const query = db<ProgressRow>('activity_progress').where({ user_id: userId });
      if (filters.course_id) query.andWhere({ course_id: filters.course_id });
      if (filters.activity_type) query.andWhere({ activity_type: filters.activity_type });
      const { before } = page;
      if (before) {
        query.andWhere((older) =>
          older
            .where('created_at', '<', before.created_at)
            .orWhere((same) =>
              same.where('created_at', '=', before.created_at).andWhere('id', '<', before.id),
            ),
        );
      }
      return query
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(page.limit);
    },
    /**
     * Idempotent on (user_id, client_id): the unique index decides, so concurrent retries on any
     * node store one row, and every caller gets that row back. Concurrent saves are written
     * together (group commit, `db/group-writes.ts`).
     */
    insertOnce: (row: NewProgress): Promise<ProgressRow> =>
      insertKeyed({ ...row, client_id: row.client_id ?? `srv-${randomUUID()}` }),
  };
}
export type ProgressRepository = ReturnType<typeof progressRepository>;
