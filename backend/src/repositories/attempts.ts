import type { UserId } from '../../contract';
import type { Knex } from 'knex';
import type { Db } from '../db/knex';
import { toIsoDate } from '../db/dates';
import { databaseClock } from '../db/time';

const toDate = (value: string | Date | null | undefined): Date | null =>
  value ? new Date(toIsoDate(value)) : null;

/** `LIKE` pattern matching every key that starts with `prefix` (wildcards in it taken literally). */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Rate-limit state in the database, so every node behind a load balancer sees the same counts:
 * one row per counted attempt in `login_attempts`, and the addresses each user signed in from. Every time
 * is the database's (db/time.ts), so the windows do not depend on which node counts.
 */
function attemptsOn(db: Knex) {
  const clock = databaseClock(db);
  return {
    /** Counts one attempt under each key, now; the new rows' ids, in the keys' order. */
    async insert(keys: readonly string[]): Promise<number[]> {
      const rows: unknown[] = await db('login_attempts')
        .insert(keys.map((key) => ({ key, attempted_at: clock.now() })))
        .returning('id');
      return rows.map((row) =>
        Number(typeof row === 'object' && row !== null ? (row as { id: number }).id : row),
      );
    },
    /**
     * The attempts under `key` in the last `withinMs`: how many, the oldest, the newest one other than
     * row `ownId` (the caller's own reservation), and the database's time of the count.
     */
    async since(
      key: string,
      withinMs: number,
      ownId: number,
    ): Promise<{ count: number; oldest: Date | null; newestOther: Date | null; now: Date }> {
      const pg = db.client.config.client === 'pg';
      const row = await db('login_attempts')
        .where({ key })
        .andWhere('attempted_at', '>', clock.ago(withinMs))
        .first<
          | {
              count: number | string;
              oldest: string | Date | null;
              newest_other: string | Date | null;
              now?: string | Date;
            }
          | undefined
        >(
          db.raw('count(*) as count'),
          db.raw('min(attempted_at) as oldest'),
          db.raw('max(case when id <> ? then attempted_at end) as newest_other', [ownId]),
          ...(pg ? [db.raw('now() as now')] : []),
        );
      return {
        count: Number(row?.count ?? 0),
        oldest: toDate(row?.oldest),
        newestOther: toDate(row?.newest_other),
        now: toDate(row?.now) ?? new Date(),
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
    /** True when the user signed in from `address` in the last `withinMs`. */
    async isKnownAddress(userId: UserId, address: string, withinMs: number): Promise<boolean> {
      const row = await db('login_known_addresses')
        .select('id')
        .where({ user_id: userId, address })
        .andWhere('last_success_at', '>', clock.ago(withinMs))
        .first();
      return row !== undefined;
    },
    /** Notes that the user signed in from `address` now. */
    async rememberAddress(userId: UserId, address: string): Promise<void> {
      await db('login_known_addresses')
        .insert({ user_id: userId, address, last_success_at: clock.now() })
        .onConflict(['user_id', 'address'])
        .merge({ last_success_at: clock.now() });
    },
    /** Drops attempts older than `attemptsMs` and known addresses older than `addressesMs`. */
    async prune(attemptsMs: number, addressesMs: number): Promise<void> {
      await db('login_attempts').where('attempted_at', '<', clock.ago(attemptsMs)).delete();
      await db('login_known_addresses').where('last_success_at', '<', clock.ago(addressesMs)).delete();
    },
  };
}
type Attempts = ReturnType<typeof attemptsOn>;

export function attemptsRepository(db: Db) {
  return {
    ...attemptsOn(db),
    /**
     * Runs `work` with the attempts under `keys` counted by one caller at a time: in one transaction that
     * holds a lock per key (PostgreSQL advisory locks, taken in key order; SQLite has one writer), so a
     * reservation and its count are one step. Parallel calls then never count each other's reservations
     * before those are refused and taken back, and a burst lets exactly the limit through.
     */
    async exclusive<T>(keys: readonly string[], work: (attempts: Attempts) => Promise<T>): Promise<T> {
      return db.transaction(async (trx) => {
        if (db.client.config.client === 'pg')
          for (const key of [...new Set(keys)].sort())
            await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
        return work(attemptsOn(trx));
      });
    },
  };
}
export type AttemptsRepository = ReturnType<typeof attemptsRepository>;
