import { UserId } from '../../contract';
import { randomUUID } from 'node:crypto';
import type { LoginResponse, RegisterRequest, User } from '../../contract';
import type { Knex } from 'knex';
import type { Db } from '../db/knex';
import { toIsoDate } from '../db/dates';
import { isoIn, nowIso } from '../db/time';
import { AppError, Conflict, Forbidden, Unauthorized, ValidationError } from '../errors';
import type { CoursesRepository } from '../repositories/courses';
import type { SchoolsRepository } from '../repositories/schools';
import type { OneTimePurpose, TokensRepository } from '../repositories/tokens';
import { isUniqueViolation, type UserRow, type UsersRepository } from '../repositories/users';
import { accessTokenSeconds, type AccessClaims, type AccessTokens } from './access-tokens';
import { approvalMail, approvedMail, resetMail, verificationMail } from './mail-templates';
import type { MailForRequest, Outbox } from './mail-outbox';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import type { RateLimiter, RateLimits } from './rate-limit';
import { hashToken, newToken } from './secrets';
import { toUser } from './users';
import { authMessages } from '../../contract/messages';

const hour = 60 * 60 * 1000;
const bearer = /^Bearer\s+(\S+)$/i;
/** Lifetimes of the one-time tokens and of a session's refresh token. */
export const lifetimes = {
  verify_email: 24 * hour,
  reset_password: 30 * 60 * 1000,
  approve_user: 7 * 24 * hour,
  refresh: 30 * 24 * hour,
} as const satisfies Record<OneTimePurpose | 'refresh', number>;

export const messages = authMessages;

export interface AuthDeps {
  db: Db;
  users: UsersRepository;
  courses: CoursesRepository;
  schools: SchoolsRepository;
  tokens: TokensRepository;
  /** the mail outbox: mail is queued in the transaction of its action and sent by the mail worker */
  mailer: Outbox;
  limiter: RateLimiter;
  limits: RateLimits;
  access: AccessTokens;
  publicUrl: string;
  /** ADMIN_EMAILS: approvers besides the users with role admin */
  adminEmails: readonly string[];
}

/**
 * The rate-limit keys of a login. A space separates e-mail and address: neither can hold one, so
 * one account's per-address keys all start with `loginKeys.accountAddress(email, '')`.
 */
const loginKeys = {
  accountAddress: (email: string, ip: string) => `login:account-ip:${email} ${ip}`,
  account: (email: string) => `login:account:${email}`,
  ip: (ip: string) => `login:ip:${ip}`,
};

export function authService(deps: AuthDeps) {
  const { db, users, courses, schools, tokens, mailer, limiter, limits, access, publicUrl } = deps;

  /**
   * What every bearer call derives from a user row, kept per row object: the users repository hands
   * out the same object while its cache entry lives and a new one after a write or expiry, so this
   * is dropped exactly when that cache is.
   */
  const derivedByRow = new WeakMap<UserRow, { user: User; tokenVersion: number }>();
  function derive(row: UserRow): { user: User; tokenVersion: number } {
    let derived = derivedByRow.get(row);
    if (!derived) {
      derived = { user: Object.freeze(toUser(row)), tokenVersion: Number(row.token_version) };
      derivedByRow.set(row, derived);
    }
    return derived;
  }

  /**
   * The signed-in user for verified claims (null: the token did not verify) and their user row, or
   * 401. A token of an older version (issued before the last password reset) is refused.
   */
  function admit(claims: AccessClaims | null, row: UserRow | undefined): User {
    const derived =
      claims && row && row.email_verified_at !== null && row.approved_at !== null && derive(row);
    if (!derived || claims.version !== derived.tokenVersion) {
      throw new Unauthorized(messages.invalidAccess, 'invalid_token');
    }
    // Shared by every request of this user while the row is cached; frozen, so no handler can edit it.
    return derived.user;
  }

  async function authenticateSlowly(token: string): Promise<User> {
    const claims = await access.verify(token);
    return admit(claims, claims ? await users.findByIdCached(claims.userId) : undefined);
  }

  async function issueOneTime(
    userId: UserId,
    purpose: OneTimePurpose,
    trx: Knex.Transaction,
  ): Promise<string> {
    const token = newToken();
    await tokens.insertOneTime(
      { user_id: userId, purpose, token_hash: hashToken(token), expires_at: isoIn(lifetimes[purpose]) },
      trx,
    );
    return token;
  }

  async function issueSession(userId: UserId, familyId: string = randomUUID()): Promise<{ refresh: string }> {
    const refresh = newToken();
    await tokens.insertRefresh({
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(refresh),
      expires_at: isoIn(lifetimes.refresh),
    });
    return { refresh };
  }

  async function tokenPair(user: UserRow, refresh: string) {
    return {
      access_token: await access.sign(user.id, Number(user.token_version)),
      refresh_token: refresh,
      token_type: 'Bearer' as const,
      expires_in: accessTokenSeconds,
    };
  }

  async function mailApprovers(user: UserRow): Promise<void> {
    const school = user.school_id === null ? undefined : await schools.findById(Number(user.school_id));
    await db.transaction(async (trx) => {
      const recipients = new Set([...(await users.adminEmails(trx)), ...deps.adminEmails]);
      const token = await issueOneTime(user.id, 'approve_user', trx);
      await mailer.send(
        [...recipients],
        approvalMail(publicUrl, { ...user, school: school?.name ?? null }, token),
        trx,
      );
    });
  }

  /** The mail a queued request asks for, written when the mail worker takes it (services/mail-outbox.ts). */
  const mailForRequest: MailForRequest = async (kind, email, trx) => {
    const user = await users.findByEmail(email, trx);
    if (kind === 'reset_password') {
      if (!user) return undefined;
      await tokens.retireOneTime(user.id, 'reset_password', trx);
      const token = await issueOneTime(user.id, 'reset_password', trx);
      return { recipients: [user.email], mail: resetMail(publicUrl, user.first_name, token) };
    }
    if (!user || user.email_verified_at !== null) return undefined;
    await tokens.retireOneTime(user.id, 'verify_email', trx);
    const token = await issueOneTime(user.id, 'verify_email', trx);
    return { recipients: [user.email], mail: verificationMail(publicUrl, user.first_name, token) };
  };

  return {
    mailForRequest,

    async register(input: RegisterRequest, ip: string): Promise<{ userId: UserId }> {
      await limiter.hit(`register:ip:${ip}`, limits.mailIp);
      const school = await schools.findById(input.school_id);
      if (!school || !school.active) {
        throw new ValidationError(`Invalid body.school_id: ${messages.invalidSchool}`, {
          fields: [{ field: 'body.school_id', message: messages.invalidSchool }],
        });
      }
      if (await users.findByEmail(input.email)) throw new Conflict(messages.emailTaken, 'email_taken');
      const passwordHash = await hashPassword(input.password);
      let userId: UserId;
      try {
        userId = await db.transaction(async (trx) => {
          const id = await users.insert(
            {
              email: input.email,
              password_hash: passwordHash,
              first_name: input.first_name,
              last_name: input.last_name,
              role: 'student',
              birthdate: input.birthdate,
              school_id: input.school_id,
              subject: input.subject,
              school_year: input.school_year,
            },
            trx,
          );
          // A new account gets every active catalogue course (docs/backend.md).
          await courses.assign(id, await courses.activeIds(trx), trx);
          const token = await issueOneTime(id, 'verify_email', trx);
          await mailer.send(input.email, verificationMail(publicUrl, input.first_name, token), trx);
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict(messages.emailTaken, 'email_taken');
        throw error;
      }
      return { userId };
    },

    async verifyEmail(token: string): Promise<void> {
      const userId = await tokens.consumeOneTime(hashToken(token), 'verify_email');
      const user = userId === undefined ? undefined : await users.findById(userId);
      if (!user) throw new AppError(400, 'invalid_token', messages.invalidVerification);
      if (user.email_verified_at === null) await users.update(user.id, { email_verified_at: nowIso() });
      if (user.approved_at === null) await mailApprovers(user);
    },

    /**
     * Answers alike for every address: the request is queued either way, and the mail worker writes the
     * mail, if any, after the answer (docs/backend.md, Mail).
     */
    async resendVerification(email: string, ip: string): Promise<void> {
      await limiter.hit(`resend:ip:${ip}`, limits.mailIp);
      await mailer.request('resend_verification', email);
    },

    async approveUser(token: string): Promise<Pick<User, 'email' | 'first_name' | 'last_name'>> {
      const userId = await tokens.consumeOneTime(hashToken(token), 'approve_user');
      const user = userId === undefined ? undefined : await users.findById(userId);
      if (!user) throw new AppError(400, 'invalid_token', messages.invalidApproval);
      if (user.approved_at === null) {
        await db.transaction(async (trx) => {
          await users.update(user.id, { approved_at: nowIso() }, trx);
          await mailer.send(user.email, approvedMail(publicUrl, user.first_name), trx);
        });
      }
      return { email: user.email, first_name: user.first_name, last_name: user.last_name };
    },

    /**
     * Failed logins are limited per account and address (tight), per address, and per account from
     * addresses that have not signed in to it lately (free failures, then growing delays): strangers
     * cannot lock the owner out, and guessing spread over many addresses stays bounded. The attempt
     * is reserved before the password check, so parallel requests cannot slip past a limit.
     */
    async login(email: string, password: string, ip: string): Promise<LoginResponse> {
      const user = await users.findByEmail(email);
      // Asked for unknown e-mails too, so the work does not tell which accounts exist.
      const known = user ? await limiter.isKnownAddress(user.id, ip) : false;
      const accountAddressKey = loginKeys.accountAddress(email, ip);
      const reservation = await limiter.reserve([
        [accountAddressKey, limits.loginAccountAddress],
        [loginKeys.ip(ip), limits.loginIp],
        ...(known ? [] : [[loginKeys.account(email), limits.loginAccount] as const]),
      ]);
      // Runs argon2 even for an unknown address, so timing does not reveal which accounts exist.
      const matches = await verifyPassword(user?.password_hash, password);
      if (!user || !matches) throw new Unauthorized(messages.invalidCredentials, 'invalid_credentials');
      // A right password is no failure; it also forgives this address's earlier typos.
      await reservation.release();
      await limiter.clear(accountAddressKey);
      await limiter.rememberAddress(user.id, ip);
      if (user.email_verified_at === null) {
        // details tell the client which call sends a new link
        throw new AppError(403, 'email_not_verified', messages.notVerified, {
          email: user.email,
          resend: '/api/auth/resend-verification',
        });
      }
      if (user.approved_at === null) throw new Forbidden(messages.awaitingApproval, 'awaiting_approval');
      if (needsRehash(user.password_hash))
        await users.update(user.id, { password_hash: await hashPassword(password) });
      const { refresh } = await issueSession(user.id);
      return { ...(await tokenPair(user, refresh)), user: toUser(user) };
    },

    /**
     * The user behind `Authorization: Bearer <access token>`, or 401. When this node has seen the
     * token and the user lately (the usual case), the answer is given synchronously, with no
     * promise: a bearer call's check costs a map lookup or two. Otherwise it is a promise.
     */
    authenticate(authorization: string | undefined): User | Promise<User> {
      const match = bearer.exec(authorization ?? '');
      if (!match?.[1]) throw new Unauthorized(messages.authRequired, 'unauthorized');
      const token = match[1];
      const claims = access.recall(token);
      const row = claims && users.cachedById(claims.userId);
      return claims && row ? admit(claims, row) : authenticateSlowly(token);
    },

    async refresh(refreshToken: string) {
      const row = await tokens.findRefresh(hashToken(refreshToken));
      if (!row) throw new Unauthorized(messages.invalidRefresh, 'invalid_refresh_token');
      if (row.revoked_at !== null) {
        // A rotated token came back: someone holds a copy. End the whole session.
        if (row.replaced_by !== null) {
          await tokens.revokeFamily(row.family_id);
          throw new Unauthorized(messages.refreshReused, 'refresh_token_reused');
        }
        throw new Unauthorized(messages.invalidRefresh, 'invalid_refresh_token');
      }
      if (Date.parse(toIsoDate(row.expires_at)) <= Date.now()) {
        throw new Unauthorized(messages.invalidRefresh, 'invalid_refresh_token');
      }
      const user = await users.findById(UserId.parse(Number(row.user_id)));
      if (!user || user.approved_at === null || user.email_verified_at === null) {
        throw new Unauthorized(messages.invalidRefresh, 'invalid_refresh_token');
      }
      const next = newToken();
      const rotated = await tokens.rotateRefresh(row, {
        token_hash: hashToken(next),
        expires_at: isoIn(lifetimes.refresh),
      });
      if (!rotated) {
        // Lost a race with another rotation of the same token: that is reuse too.
        await tokens.revokeFamily(row.family_id);
        throw new Unauthorized(messages.refreshReused, 'refresh_token_reused');
      }
      return tokenPair(user, next);
    },

    /** Ends the session the refresh token belongs to; unknown tokens are fine (nothing to end). */
    async logout(refreshToken: string): Promise<void> {
      const row = await tokens.findRefresh(hashToken(refreshToken));
      if (row) await tokens.revokeFamily(row.family_id);
    },

    /**
     * Answers alike for every address: the request is queued either way, and the mail worker writes the
     * reset mail, if any, after the answer (docs/backend.md, Mail).
     */
    async forgotPassword(email: string, ip: string): Promise<void> {
      await limiter.hit(`forgot:ip:${ip}`, limits.mailIp);
      await mailer.request('reset_password', email);
    },

    /**
     * Limited per address; the token is claimed first and argon2 runs only for a valid one, so a
     * flood of bogus tokens costs a hash lookup each, not a password hash.
     */
    async resetPassword(token: string, password: string, ip: string): Promise<void> {
      await limiter.hit(`reset:ip:${ip}`, limits.resetIp);
      const userId = await tokens.consumeOneTime(hashToken(token), 'reset_password');
      if (userId === undefined) throw new AppError(400, 'invalid_token', messages.invalidReset);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (trx) => {
        await users.setPassword(userId, passwordHash, trx);
        await tokens.revokeAllOfUser(userId, trx);
      });
      users.forget(userId);
      const user = await users.findById(userId);
      if (user) {
        // The owner proved the mailbox: the account's failed logins no longer count.
        await limiter.clear(loginKeys.account(user.email));
        await limiter.clearStartingWith(loginKeys.accountAddress(user.email, ''));
      }
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
