import type { Knex } from 'knex';
import type { Db } from '../db/knex';
import { nowIso } from '../db/time';

export interface UserRow {
  id: number;
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
 * How long a user row read for authentication may be reused. Writes through this repository drop
 * it at once on this node; another node sees a change (a password reset, say) within this time.
 */
export const userCacheMs = 5_000;
const userCacheSize = 10_000;

export function usersRepository(db: Db) {
  const cache = new Map<number, { row: UserRow; at: number }>();
  /** The row in the short per-node cache, if it is fresh: the hot path of every bearer call. */
  function cachedById(id: number): UserRow | undefined {
    const hit = cache.get(id);
    return hit && Date.now() - hit.at < userCacheMs ? hit.row : undefined;
  }
  return {
    cachedById,
    /** Drops the cached row (after a transaction that changed it has committed). */
    forget(id: number): void {
      cache.delete(id);
    },
    /** findById through that cache. */
    async findByIdCached(id: number): Promise<UserRow | undefined> {
      const hit = cachedById(id);
      if (hit) return hit;
      const row = await db<UserRow>('users').where({ id }).first();
      if (cache.size >= userCacheSize) cache.clear();
      if (row) cache.set(id, { row, at: Date.now() });
      else cache.delete(id);
      return row;
    },
    async findById(id: number, trx: Knex | Knex.Transaction = db): Promise<UserRow | undefined> {
      return trx<UserRow>('users').where({ id }).first();
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db<UserRow>('users').where({ email }).first();
    },
    async insert(user: NewUser, trx: Knex | Knex.Transaction = db): Promise<number> {
      const [row] = await trx('users').insert(user).returning('id');
      return Number(typeof row === 'object' && row !== null ? (row as { id: number }).id : row);
    },
    async update(id: number, changes: Partial<UserRow>, trx: Knex | Knex.Transaction = db): Promise<void> {
      cache.delete(id);
      await trx('users').where({ id }).update(changes);
      cache.delete(id);
    },
    /**
     * A new password that ends every access token issued before it: the token version goes up in
     * the same statement, so "before" does not depend on the clock's resolution.
     */
    async setPassword(id: number, passwordHash: string, trx: Knex | Knex.Transaction = db): Promise<void> {
      cache.delete(id);
      await trx('users')
        .where({ id })
        .update({
          password_hash: passwordHash,
          password_changed_at: nowIso(),
          token_version: trx.raw('token_version + 1'),
        });
      cache.delete(id);
    },
    /** Active administrators: role admin, verified and approved. */
    async adminEmails(): Promise<string[]> {
      const rows = await db<UserRow>('users')
        .select('email')
        .where({ role: 'admin' })
        .whereNotNull('email_verified_at')
        .whereNotNull('approved_at');
      return rows.map((row) => row.email);
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
