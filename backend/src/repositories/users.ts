import type { Knex } from 'knex';
import { UserId } from '../../contract';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/knex';
import { nowIso } from '../db/time';

export interface UserRow {
  id: UserId;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: string;
  birthdate: string | null;
  school_id: number | null;
  subject: string | null;
  school_year: string | null;
  email_verified_at: string | Date | null;
  approved_at: string | Date | null;
  password_changed_at: string | Date | null;
  /** access tokens carry it; a password reset increments it, which refuses every token issued before */
  token_version: number | string;
  created_at: string | Date;
}

export type NewUser = Pick<
  UserRow,
  | 'email'
  | 'password_hash'
  | 'first_name'
  | 'last_name'
  | 'role'
  | 'birthdate'
  | 'school_id'
  | 'subject'
  | 'school_year'
> &
  Partial<Pick<UserRow, 'email_verified_at' | 'approved_at'>>;

/** knex's error for a unique-constraint violation, on SQLite and on PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? String(error.code) : '';
  return code === '23505' || code === 'SQLITE_CONSTRAINT' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * How long a user row read for authentication may be reused. A write through this repository tells every node
 * when it commits (db/change-feed.ts), and each drops its copy; while a node cannot hear other nodes' changes
 * (its listener is down) it caches nothing.
 */
export const userCacheMs = 5_000;
const userCacheSize = 10_000;

export function usersRepository(db: Db, changes: ChangeFeed) {
  const cache = new Map<number, { row: UserRow; at: number }>();
  // Bumped by every change heard: a row read before a change must not be cached after it.
  let epoch = 0;
  changes.subscribe((change) => {
    epoch += 1;
    if (change === '*') cache.clear();
    else if (change.startsWith('users:')) cache.delete(Number(change.slice('users:'.length)));
  });
  /** The row in the short per-node cache, if it is fresh: the hot path of every bearer call. */
  function cachedById(id: UserId): UserRow | undefined {
    if (!changes.live) return undefined;
    const hit = cache.get(id);
    return hit && Date.now() - hit.at < userCacheMs ? hit.row : undefined;
  }
  /** Tells every node (this one too) that the row changed, when `trx` commits. */
  const changed = (id: UserId, trx: Knex | Knex.Transaction) => changes.announce(`users:${id}`, trx);
  return {
    cachedById,
    /** Drops this node's copy at once (after a transaction that changed the row has committed). */
    forget(id: UserId): void {
      epoch += 1;
      cache.delete(id);
    },
    /** findById through that cache. */
    async findByIdCached(id: UserId): Promise<UserRow | undefined> {
      const hit = cachedById(id);
      if (hit) return hit;
      const before = epoch;
      const row = await db<UserRow>('users').where({ id }).first();
      if (cache.size >= userCacheSize) cache.clear();
      if (row && changes.live && epoch === before) cache.set(id, { row, at: Date.now() });
      else cache.delete(id);
      return row;
    },
    async findById(id: UserId, trx: Knex | Knex.Transaction = db): Promise<UserRow | undefined> {
      return trx<UserRow>('users').where({ id }).first();
    },
    async findByEmail(email: string, trx: Knex | Knex.Transaction = db): Promise<UserRow | undefined> {
      return trx<UserRow>('users').where({ email }).first();
    },
    async insert(user: NewUser, trx: Knex | Knex.Transaction = db): Promise<UserId> {
      const [row] = await trx('users').insert(user).returning('id');
      return UserId.parse(Number(typeof row === 'object' && row !== null ? (row as { id: number }).id : row));
    },
    async update(id: UserId, values: Partial<UserRow>, trx: Knex | Knex.Transaction = db): Promise<void> {
      await trx('users').where({ id }).update(values);
      await changed(id, trx);
    },
    /**
     * A new password that ends every access token issued before it: the token version goes up in
     * the same statement, so "before" does not depend on the clock's resolution.
     */
    async setPassword(id: UserId, passwordHash: string, trx: Knex | Knex.Transaction = db): Promise<void> {
      await trx('users')
        .where({ id })
        .update({
          password_hash: passwordHash,
          password_changed_at: nowIso(),
          token_version: trx.raw('token_version + 1'),
        });
      await changed(id, trx);
    },
    /** Active administrators: role admin, verified and approved. */
    async adminEmails(trx: Knex | Knex.Transaction = db): Promise<string[]> {
      const rows = await trx<UserRow>('users')
        .select('email')
        .where({ role: 'admin' })
        .whereNotNull('email_verified_at')
        .whereNotNull('approved_at');
      return rows.map((row) => row.email);
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
