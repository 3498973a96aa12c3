import type { Db } from '../db/knex';
import { toIsoDate } from '../db/dates';

const toDate = (value: string | Date | null | undefined): Date | null =>
  value ? new Date(toIsoDate(value)) : null;

/** `LIKE` pattern matching every key that starts with `prefix` (wildcards in it taken literally). */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Rate-limit state in the database, so every node behind a load balancer sees the same counts:
 * one row per counted attempt in `login_attempts`, and the addresses each user signed in from.
 */
export function attemptsRepository(db: Db) {
  return {
    /** Counts one attempt under each key; the new rows' ids, in the keys' order. */
    async insert(keys: readonly string[], atIso: string): Promise<number[]> {
      const rows: unknown[] = await db('login_attempts')
        .insert(keys.map((key) => ({ key, attempted_at: atIso })))
        .returning('id');
      return rows.map((row) =>
        Number(typeof row === 'object' && row !== null ? (row as { id: number }).id : row),
      );
    },
    /**
     * The attempts under `key` since `sinceIso`: how many, the oldest, and the newest one other than
     * row `ownId` (the caller's own reservation).
     */
    async since(
      key: string,
      sinceIso: string,
      ownId: number,
    ): Promise<{ count: number; oldest: Date | null; newestOther: Date | null }> {
      const row = await db('login_attempts')
        .where({ key })
        .andWhere('attempted_at', '>', sinceIso)
        .first<
          | { count: number | string; oldest: string | Date | null; newest_other: string | Date | null }
          | undefined
        >(
          db.raw('count(*) as count'),
          db.raw('min(attempted_at) as oldest'),
          db.raw('max(case when id <> ? then attempted_at end) as newest_other', [ownId]),
        );
      return {
        count: Number(row?.count ?? 0),
        oldest: toDate(row?.oldest),
        newestOther: toDate(row?.newest_other),
      };
    },
    async remove(ids: readonly number[]): Promise<void> {
      if (ids.length > 0) await db('login_attempts').whereIn('id', ids).delete();
    },
    async clear(key: string): Promise<void> {
      await db('login_attempts').where({ key }).delete();
    },
    /** Drops every key that starts with `prefix` (an account's counters from all addresses, say). */
    async clearStartingWith(prefix: string): Promise<void> {
      await db('login_attempts')
        .whereRaw("key like ? escape '\\'", [startsWith(prefix)])
        .delete();
    },
    /** True when the user signed in from `address` since `sinceIso`. */
    async isKnownAddress(userId: number, address: string, sinceIso: string): Promise<boolean> {
      const row = await db('login_known_addresses')
        .select('id')
        .where({ user_id: userId, address })
        .andWhere('last_success_at', '>', sinceIso)
        .first();
      return row !== undefined;
    },
    async rememberAddress(userId: number, address: string, atIso: string): Promise<void> {
      await db('login_known_addresses')
        .insert({ user_id: userId, address, last_success_at: atIso })
        .onConflict(['user_id', 'address'])
        .merge({ last_success_at: atIso });
    },
    /** Drops attempts older than `attemptsBeforeIso` and known addresses older than `addressesBeforeIso`. */
    async prune(attemptsBeforeIso: string, addressesBeforeIso: string): Promise<void> {
      await db('login_attempts').where('attempted_at', '<', attemptsBeforeIso).delete();
      await db('login_known_addresses').where('last_success_at', '<', addressesBeforeIso).delete();
    },
  };
}
export type AttemptsRepository = ReturnType<typeof attemptsRepository>;
