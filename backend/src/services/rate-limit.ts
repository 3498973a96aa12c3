import type { UserId } from '../../contract';
import { TooMany } from '../errors';
import type { AttemptsRepository } from '../repositories/attempts';

/** At most `max` counted attempts in any `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * A ceiling with growing delays: `free` attempts in `windowSeconds`, then each further one must come
 * at least `baseDelaySeconds × 2^k` after the one before (k = 0, 1, 2, …), never more than
 * `maxDelaySeconds`. Nothing ever locks for good, and guessing stays bounded.
 */
export interface Backoff {
  free: number;
  windowSeconds: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
}

export type Rule = Limit | Backoff;

/**
 * Defaults (docs/backend.md, Security model); tests lower or raise them through createApp. Other
 * limited calls add their entries here and call `limiter.hit(key, limits.<entry>)`.
 */
export interface RateLimits {
  /** failed logins per account and client address: the owner's own address is never locked by others */
  loginAccountAddress: Limit;
  /** failed logins per client address, whatever the accounts */
  loginIp: Limit;
  /** failed logins per account from addresses that have not signed in to it lately */
  loginAccount: Backoff;
  /** register, forgot-password and resend-verification calls per client address and call */
  mailIp: Limit;
  /** reset-password calls per client address */
  resetIp: Limit;
  /** messages to the tutor (chat, introduction, summaries, plans) per user */
  chatUser: Limit;
  /** new threads per user (`create_thread`, whose Time-Out variant runs the greeting, `create_test_thread`) */
  threadUser: Limit;
  /** introduction threads opened per user (each runs the tutor's first question) */
  introductionUser: Limit;
  /** `inject_summary` calls per user */
  injectUser: Limit;
  /** `feedback` calls per user */
  feedbackUser: Limit;
  /** recordings sent to `transcribe_audio` per user, counted before the body is read */
  transcribeUser: Limit;
  /** read-aloud requests (`generate_tts`) per user */
  ttsUser: Limit;
  /** `upload_file` calls per user (images, PDFs, drawings sent inline) */
  uploadUser: Limit;
}

export const defaultRateLimits: RateLimits = {
  loginAccountAddress: { max: 5, windowSeconds: 15 * 60 },
  loginIp: { max: 50, windowSeconds: 15 * 60 },
  loginAccount: { free: 10, windowSeconds: 24 * 60 * 60, baseDelaySeconds: 1, maxDelaySeconds: 15 * 60 },
  mailIp: { max: 20, windowSeconds: 60 * 60 },
  resetIp: { max: 20, windowSeconds: 60 * 60 },
  chatUser: { max: 30, windowSeconds: 60 },
  threadUser: { max: 60, windowSeconds: 60 * 60 },
  introductionUser: { max: 10, windowSeconds: 60 * 60 },
  injectUser: { max: 10, windowSeconds: 60 * 60 },
  feedbackUser: { max: 120, windowSeconds: 60 * 60 },
  transcribeUser: { max: 10, windowSeconds: 60 },
  ttsUser: { max: 30, windowSeconds: 60 },
  uploadUser: { max: 60, windowSeconds: 10 * 60 },
};

/** The limits counted per user, and the prefix of their keys (`<prefix>:<user id>`). */
export const userLimitKeys = {
  chatUser: 'chat',
  threadUser: 'threads',
  introductionUser: 'introduction',
  injectUser: 'inject',
  feedbackUser: 'feedback',
} as const satisfies Partial<Record<keyof RateLimits, string>>;
export type UserLimit = keyof typeof userLimitKeys;

/** How long an address that signed in to an account stays exempt from that account's ceiling. */
export const knownAddressDays = 30;
/** Expired rows are dropped at most this often, by the first limited call after it has passed. */
const pruneEveryMs = 60_000;

const message = 'Too many attempts. Please wait a little and try again.';

/** Counted attempts that may be taken back: a failed login keeps them, a successful one releases them. */
export interface Reservation {
  /** takes back the attempts counted under these keys (all of them when none are named) */
  release(keys?: readonly string[]): Promise<void>;
}

function isBackoff(rule: Rule): rule is Backoff {
  return 'free' in rule;
}

/** Seconds from `now` until `at + delayMs`, at least 1 (both times are the database's). */
function secondsUntil(at: Date | null, delayMs: number, now: Date): number {
  const freesAt = (at ?? now).getTime() + delayMs;
  return Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
}

/**
 * Sliding-window counters in the database. Every limited call *reserves* its attempt: under a lock per
 * key (the repository's `exclusive`) the row is inserted and the rows are counted, and a refused call
 * takes its rows back before the lock is let go. Of many parallel calls exactly the limit pass, on
 * SQLite and on PostgreSQL alike (no read-then-write race, and no call counts another's refused row). The windows
 * run on the database's clock, so nodes whose clocks differ still count one window.
 */
export function rateLimiter(repository: AttemptsRepository, limits: RateLimits = defaultRateLimits) {
  // Rows older than the longest window of any limit count for nothing any more.
  const keepSeconds = Math.max(
    ...Object.values(limits).map((rule: Partial<Rule>) => rule.windowSeconds ?? 0),
    defaultRateLimits.loginAccount.windowSeconds,
  );
  let prunedAt = 0;

  async function pruneWhenDue(): Promise<void> {
    if (Date.now() - prunedAt < pruneEveryMs) return;
    prunedAt = Date.now();
    await repository.prune(keepSeconds * 1000, knownAddressDays * 24 * 3600 * 1000);
  }

  /** Seconds to wait when the reservation `ownId` under `key` breaks `rule`, else 0. */
  async function breach(
    attempts: Pick<AttemptsRepository, 'since'>,
    key: string,
    rule: Rule,
    ownId: number,
  ): Promise<number> {
    const windowMs = rule.windowSeconds * 1000;
    const inWindow = await attempts.since(key, windowMs, ownId);
    if (!isBackoff(rule)) {
      return inWindow.count <= rule.max ? 0 : secondsUntil(inWindow.oldest, windowMs, inWindow.now);
    }
    if (inWindow.count <= rule.free) return 0;
    const delayMs =
      Math.min(rule.baseDelaySeconds * 2 ** (inWindow.count - rule.free - 1), rule.maxDelaySeconds) * 1000;
    const recent = await attempts.since(key, delayMs, ownId);
    return recent.count <= 1 ? 0 : secondsUntil(recent.newestOther, delayMs, recent.now);
  }

  async function reserve(checks: ReadonlyArray<readonly [string, Rule]>): Promise<Reservation> {
    await pruneWhenDue();
    const keys = checks.map(([key]) => key);
    const { ids, wait } = await repository.exclusive(keys, async (attempts) => {
      const ids = await attempts.insert(keys);
      const waits = await Promise.all(
        checks.map(([key, rule], index) => breach(attempts, key, rule, ids[index] ?? 0)),
      );
      const wait = Math.max(...waits);
      // A refused call takes its rows back before the next caller counts.
      if (wait > 0) await attempts.remove(ids);
      return { ids, wait };
    });
    if (wait > 0) throw new TooMany(message, wait);
    return {
      async release(only = keys) {
        await repository.remove(ids.filter((_, index) => only.includes(keys[index] ?? '')));
      },
    };
  }

  return {
    /**
     * Counts one attempt under every key and throws TooMany (429 with Retry-After) when any key is
     * past its rule; the attempts stay counted unless released.
     */
    reserve,
    /** Counts this call and refuses it past the limit (for calls limited on every use, not on failure). */
    async hit(key: string, limit: Limit): Promise<void> {
      await reserve([[key, limit]]);
    },
    /** `hit` for a per-user limit: counts one call of `userId` under `<prefix>:<user id>`. */
    async hitUser(name: UserLimit, userId: UserId): Promise<void> {
      await reserve([[`${userLimitKeys[name]}:${userId}`, limits[name]]]);
    },
    /**
     * Charges one tutor call of `userId` (a turn, a Time-Out summary, a learning plan) against the chat
     * limit: every call that makes the model work counts once, under one key.
     */
    async chargeTutorTurn(userId: UserId): Promise<void> {
      await reserve([[`${userLimitKeys.chatUser}:${userId}`, limits.chatUser]]);
    },
    async clear(key: string): Promise<void> {
      await repository.clear(key);
    },
    /** Forgets every counter whose key starts with `prefix`. */
    async clearStartingWith(prefix: string): Promise<void> {
      await repository.clearStartingWith(prefix);
    },
    /** True when `userId` signed in from `address` within the last `knownAddressDays`. */
    async isKnownAddress(userId: UserId, address: string): Promise<boolean> {
      return repository.isKnownAddress(userId, address, knownAddressDays * 24 * 3600 * 1000);
    },
    async rememberAddress(userId: UserId, address: string): Promise<void> {
      await repository.rememberAddress(userId, address);
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
