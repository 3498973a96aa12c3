import type { Db } from '../db/knex';
import { toIsoDate } from '../db/dates';

/** Rate-limit state in the database, so every node behind a load balancer sees the same counts. */
export function attemptsRepository(db: Db) {
  return {
    /** How many attempts `key` made since `sinceIso`, and when the oldest of them was. */
    async countSince(key: string, sinceIso: string): Promise<{ count: number; oldest: Date | null }> {
      const row = await db('login_attempts')
        .where({ key })
        .andWhere('attempted_at', '>', sinceIso)
        .first<{ count: number | string; oldest: string | Date | null } | undefined>(
          db.raw('count(*) as count'),
          db.raw('min(attempted_at) as oldest'),
        );
      const count = Number(row?.count ?? 0);
      return { count, oldest: row?.oldest ? new Date(toIsoDate(row.oldest)) : null };
    },
    async record(keys: readonly string[], atIso: string): Promise<void> {
      await db('login_attempts').insert(keys.map((key) => ({ key, attempted_at: atIso })));
    },
    async clear(key: string): Promise<void> {
      await db('login_attempts').where({ key }).delete();
    },
    /** Old rows only matter for no one; dropping them keeps the table small. */
    async prune(beforeIso: string): Promise<void> {
      await db('login_attempts').where('attempted_at', '<', beforeIso).delete();
    },
  };
}
export type AttemptsRepository = ReturnType<typeof attemptsRepository>;
