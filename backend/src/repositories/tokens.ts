import { UserId } from '../../contract';
import type { Knex } from 'knex';
import type { Db } from '../db/knex';
import { nowIso } from '../db/time';

export type OneTimePurpose = 'verify_email' | 'reset_password' | 'approve_user';

export interface RefreshTokenRow {
  id: number;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: string | Date;
  revoked_at: string | Date | null;
  replaced_by: number | null;
}

function idOf(row: unknown): number {
  return Number(typeof row === 'object' && row !== null ? (row as { id: number }).id : row);
}

export function tokensRepository(db: Db) {
  async function insertRefresh(
    token: { user_id: number; family_id: string; token_hash: string; expires_at: string },
    trx: Knex | Knex.Transaction = db,
  ): Promise<number> {
    const [row] = await trx('refresh_tokens').insert(token).returning('id');
    return idOf(row);
  }
  return {
    insertRefresh,
    async insertOneTime(
      token: { user_id: number; purpose: OneTimePurpose; token_hash: string; expires_at: string },
      trx: Knex | Knex.Transaction = db,
    ): Promise<void> {
      await trx('one_time_tokens').insert(token);
    },
    /** Marks the still-valid ones of a purpose used, so only the newest link works. */
    async retireOneTime(
      userId: number,
      purpose: OneTimePurpose,
      trx: Knex | Knex.Transaction = db,
    ): Promise<void> {
      await trx('one_time_tokens')
        .where({ user_id: userId, purpose })
        .whereNull('used_at')
        .update({ used_at: nowIso() });
    },
    /**
     * Single use without a race: one conditional UPDATE claims the token, so two concurrent
     * requests can never both succeed. Returns the user id, or undefined.
     */
    async consumeOneTime(tokenHash: string, purpose: OneTimePurpose): Promise<UserId | undefined> {
      const now = nowIso();
      return db.transaction(async (trx) => {
        const claimed = await trx('one_time_tokens')
          .where({ token_hash: tokenHash, purpose })
          .whereNull('used_at')
          .andWhere('expires_at', '>', now)
          .update({ used_at: now });
        if (claimed !== 1) return undefined;
        const row = await trx<{ user_id: number; token_hash: string }>('one_time_tokens')
          .select('user_id')
          .where({ token_hash: tokenHash })
          .first();
        return row ? UserId.parse(Number(row.user_id)) : undefined;
      });
    },
    async findRefresh(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      return db<RefreshTokenRow>('refresh_tokens').where({ token_hash: tokenHash }).first();
    },
    /** Rotates in one transaction: the new token exists only if the old one was still live. */
    async rotateRefresh(
      old: RefreshTokenRow,
      next: { token_hash: string; expires_at: string },
    ): Promise<boolean> {
      return db.transaction(async (trx) => {
        const id = await insertRefresh({ user_id: old.user_id, family_id: old.family_id, ...next }, trx);
        const claimed = await trx('refresh_tokens')
          .where({ id: old.id })
          .whereNull('revoked_at')
          .update({ revoked_at: nowIso(), replaced_by: id });
        if (claimed !== 1) {
          await trx('refresh_tokens').where({ id }).delete();
          return false;
        }
        return true;
      });
    },
    async revokeFamily(familyId: string): Promise<void> {
      await db('refresh_tokens')
        .where({ family_id: familyId })
        .whereNull('revoked_at')
        .update({ revoked_at: nowIso() });
    },
    async revokeAllOfUser(userId: number, trx: Knex | Knex.Transaction = db): Promise<void> {
      await trx('refresh_tokens')
        .where({ user_id: userId })
        .whereNull('revoked_at')
        .update({ revoked_at: nowIso() });
    },
  };
}
export type TokensRepository = ReturnType<typeof tokensRepository>;
