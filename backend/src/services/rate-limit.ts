import { isoIn, nowIso } from '../db/time';
import { TooMany } from '../errors';
import type { AttemptsRepository } from '../repositories/attempts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Defaults (docs/backend.md); tests lower or raise them through createApp. */
export interface RateLimits {
  /** failed logins per account */
  loginAccount: Limit;
  /** failed logins per client address */
  loginIp: Limit;
  /** register, forgot-password and resend-verification calls per client address and call */
  mailIp: Limit;
  /** messages to the tutor (chat, introduction, summaries, plans) per user */
  chatUser: Limit;
}

export const defaultRateLimits: RateLimits = {
  loginAccount: { max: 5, windowSeconds: 15 * 60 },
  loginIp: { max: 50, windowSeconds: 15 * 60 },
  mailIp: { max: 20, windowSeconds: 60 * 60 },
  chatUser: { max: 30, windowSeconds: 60 },
};

const message = 'Too many attempts. Please wait a little and try again.';

/** Sliding-window counters kept in the database. */
export function rateLimiter(repository: AttemptsRepository) {
  async function check(key: string, limit: Limit): Promise<void> {
    const windowMs = limit.windowSeconds * 1000;
    const { count, oldest } = await repository.countSince(key, isoIn(-windowMs));
    if (count < limit.max) return;
    const freesAt = (oldest ? oldest.getTime() : Date.now()) + windowMs;
    throw new TooMany(message, Math.max(1, Math.ceil((freesAt - Date.now()) / 1000)));
  }
  return {
    /** Throws TooMany (429 with Retry-After) when any key is at its limit. */
    async assertAllowed(checks: ReadonlyArray<readonly [string, Limit]>): Promise<void> {
      for (const [key, limit] of checks) await check(key, limit);
    },
    async record(keys: readonly string[]): Promise<void> {
      await repository.record(keys, nowIso());
    },
    /** Counts this call and refuses it past the limit (for calls limited on every use, not on failure). */
    async hit(key: string, limit: Limit): Promise<void> {
      await check(key, limit);
      await repository.record([key], nowIso());
    },
    async clear(key: string): Promise<void> {
      await repository.clear(key);
    },
    async prune(olderThanSeconds: number): Promise<void> {
      await repository.prune(isoIn(-olderThanSeconds * 1000));
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
