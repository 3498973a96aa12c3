/**
 * A stateful auth mock: register → verify e-mail → administrator approval → login → validate works
 * inside Storybook and vitest. Tokens that the real backend would mail are deterministic (mockTokens).
 */
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { authMessages, endpoints, type DevMail, type User } from '../../backend/contract';
import { buildUser, demoCredentials, mockTokens } from '../fixtures/auth';
import { bearerToken, defineDomain, errorResponse, readJson, scenarios } from '../scenarios';

type TokenPair = z.infer<typeof endpoints.refresh.response>;

interface Account {
  user: User;
  password: string;
}

/** The backend's own messages (backend/contract/messages.ts), under the names the mock uses. */
export const authMockMessages = {
  invalidCredentials: authMessages.invalidCredentials,
  notVerified: authMessages.notVerified,
  notApproved: authMessages.awaitingApproval,
  emailTaken: authMessages.emailTaken,
  registered: authMessages.registered,
  resetSent: authMessages.resetSent,
  passwordReset: authMessages.resetDone,
  invalidResetToken: authMessages.invalidReset,
  verified: authMessages.verified,
  invalidVerificationToken: authMessages.invalidVerification,
  approved: authMessages.approved,
  invalidApprovalToken: authMessages.invalidApproval,
  invalidRefreshToken: authMessages.invalidRefresh,
  verificationSent: authMessages.resent,
} as const;

/** Where the mocked mails' links point (the app of `npm start`). */
const mailOrigin = 'http://localhost:5000';

/** The accounts the mock starts with: a signed-up demo user, one awaiting verification, one awaiting approval. */
export const mockAccounts = {
  demo: demoCredentials,
  pendingVerification: { email: 'dana.levi@example.com', password: 'סיסמה-חזקה-456' },
  pendingApproval: { email: 'yossi.mizrahi@example.com', password: 'סיסמה-חזקה-789' },
} as const;

/** Creates an independent auth mock (its own accounts and sessions) and its handlers. */
export function createAuthMock() {
  const accounts = new Map<string, Account>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Map<string, number>();
  const outbox: DevMail[] = [];
  let nextId = 1;
  let nextToken = 1;

  const add = (password: string, overrides: Partial<User>): User => {
    const user = buildUser({ ...overrides, id: nextId++ });
    accounts.set(user.email, { user, password });
    return user;
  };
  const reset = () => {
    accounts.clear();
    accessTokens.clear();
    refreshTokens.clear();
    outbox.length = 0;
    nextId = 1;
    nextToken = 1;
    const demo = add(mockAccounts.demo.password, {});
    refreshTokens.set(mockTokens.demoRefresh, demo.id);
    add(mockAccounts.pendingVerification.password, {
      email: mockAccounts.pendingVerification.email,
      first_name: 'דנה',
      last_name: 'לוי',
      name: 'דנה לוי',
      school_year: 'uni-2',
      subject: 'סטטיסטיקה',
      email_verified: false,
      approved: false,
    });
    add(mockAccounts.pendingApproval.password, {
      email: mockAccounts.pendingApproval.email,
      first_name: 'יוסי',
      last_name: 'מזרחי',
      name: 'יוסי מזרחי',
      school_year: '12',
      email_verified: true,
      approved: false,
    });
  };
  reset();

  const byId = (id: number | undefined) => [...accounts.values()].find((account) => account.user.id === id);
  const byToken = (token: string, kind: keyof typeof mockTokens) =>
    [...accounts.values()].find((account) => {
      const make = mockTokens[kind];
      return typeof make === 'function' && make(account.user.email) === token;
    });
  const issue = (userId: number): TokenPair => {
    const serial = nextToken++;
    const pair: TokenPair = {
      access_token: `mock-access-token-${userId}-${serial}`,
      refresh_token: `mock-refresh-token-${userId}-${serial}`,
      token_type: 'Bearer',
      expires_in: 900,
    };
    accessTokens.set(pair.access_token, userId);
    refreshTokens.set(pair.refresh_token, userId);
    return pair;
  };
  const revokeSessions = (userId: number) => {
    for (const map of [accessTokens, refreshTokens]) {
      for (const [token, owner] of map) if (owner === userId) map.delete(token);
    }
  };
  const email = (value: unknown) =>
    String(value ?? '')
      .trim()
      .toLowerCase();
  const mail = (to: string, subject: string, link: string) => {
    outbox.unshift({
      to,
      subject,
      text: `${subject}\n\n${link}`,
      html: `<p>${subject}</p><p><a href="${link}">${link}</a></p>`,
      created_at: new Date().toISOString(),
    });
  };
  const mailVerification = (user: User) =>
    mail(
      user.email,
      'אימות כתובת הדוא״ל',
      `${mailOrigin}/#/verify-email?token=${mockTokens.verification(user.email)}`,
    );

  const on = {
    login: scenarios(endpoints.login, async ({ request }) => {
      const body = await readJson(request);
      const account = accounts.get(email(body.email));
      if (!account || account.password !== body.password) {
        return errorResponse(401, authMockMessages.invalidCredentials, 'invalid_credentials');
      }
      if (!account.user.email_verified) {
        return errorResponse(403, authMockMessages.notVerified, 'email_not_verified');
      }
      if (!account.user.approved)
        return errorResponse(403, authMockMessages.notApproved, 'awaiting_approval');
      return { ...issue(account.user.id), user: account.user };
    }),
    validate: scenarios(endpoints.validate, ({ request }) => {
      const token = bearerToken(request);
      if (!token) return errorResponse(401, 'Authentication required', 'unauthorized');
      // A token the mock did not issue (a story's preset) stands for the demo user.
      const account = byId(accessTokens.get(token)) ?? accounts.get(mockAccounts.demo.email);
      if (!account) return errorResponse(401, 'Authentication required', 'unauthorized');
      return { valid: true as const, user: account.user };
    }),
    register: scenarios(endpoints.register, async ({ request }) => {
      const body = endpoints.register.body.parse(await readJson(request));
      if (accounts.has(body.email)) return errorResponse(409, authMockMessages.emailTaken, 'email_taken');
      const { password, ...fields } = body;
      const user = add(password, {
        ...fields,
        name: `${fields.first_name} ${fields.last_name}`,
        role: 'student',
        email_verified: false,
        approved: false,
        created_at: new Date().toISOString(),
      });
      mailVerification(user);
      mail(
        'admin@example.com',
        `אישור משתמש חדש: ${user.name}`,
        `${mailOrigin}/#/admin/approve-user?token=${mockTokens.approval(user.email)}`,
      );
      return { success: true as const, message: authMockMessages.registered, user_id: user.id };
    }),
    forgotPassword: scenarios(endpoints.forgotPassword, async ({ request }) => {
      const account = accounts.get(email((await readJson(request)).email));
      if (account) {
        const link = `${mailOrigin}/#/reset-password?token=${mockTokens.reset(account.user.email)}`;
        mail(account.user.email, 'איפוס סיסמה', link);
      }
      return { success: true as const, message: authMockMessages.resetSent };
    }),
    resetPassword: scenarios(endpoints.resetPassword, async ({ request }) => {
      const body = await readJson(request);
      const account = byToken(String(body.token), 'reset');
      if (!account) return errorResponse(400, authMockMessages.invalidResetToken, 'invalid_token');
      account.password = String(body.password);
      revokeSessions(account.user.id);
      return { success: true as const, message: authMockMessages.passwordReset };
    }),
    verifyEmail: scenarios(endpoints.verifyEmail, async ({ request }) => {
      const body = await readJson(request);
      return verify(String(body.token));
    }),
    verifyEmailDirect: scenarios(endpoints.verifyEmailDirect, ({ request }) =>
      verify(new URL(request.url).searchParams.get('token') ?? ''),
    ),
    approveUser: scenarios(endpoints.approveUser, async ({ request }) => {
      const body = await readJson(request);
      const account = byToken(String(body.token), 'approval');
      if (!account || account.user.approved) {
        return errorResponse(400, authMockMessages.invalidApprovalToken, 'invalid_token');
      }
      account.user = { ...account.user, approved: true };
      const { email: mail, first_name, last_name } = account.user;
      return {
        success: true as const,
        message: authMockMessages.approved,
        user: { email: mail, first_name, last_name },
      };
    }),
    refresh: scenarios(endpoints.refresh, async ({ request }) => {
      const body = await readJson(request);
      const token = String(body.refresh_token);
      const userId = refreshTokens.get(token);
      if (userId === undefined) {
        return errorResponse(401, authMockMessages.invalidRefreshToken, 'invalid_refresh_token');
      }
      refreshTokens.delete(token);
      return issue(userId);
    }),
    logout: scenarios(endpoints.logout, async ({ request }) => {
      const body = await readJson(request);
      refreshTokens.delete(String(body.refresh_token));
      return { success: true as const };
    }),
    resendVerification: scenarios(endpoints.resendVerification, async ({ request }) => {
      const account = accounts.get(email((await readJson(request)).email));
      if (account && !account.user.email_verified) mailVerification(account.user);
      return { success: true as const, message: authMockMessages.verificationSent };
    }),
    userCourses: scenarios(
      endpoints.userCourses,
      () => ({ courses: [{ id: 'high-school-math' }, { id: 'statistics-2' }] }),
      () => ({ courses: [] }),
    ),
    /** the dev outbox: the mails this mock "sent", newest first */
    listDevMail: scenarios(
      endpoints.listDevMail,
      ({ request }) => {
        const query = new URL(request.url).searchParams;
        const to = query.get('to');
        const limit = Number(query.get('limit') ?? 50);
        return { mails: outbox.filter((item) => !to || item.to === to.toLowerCase()).slice(0, limit) };
      },
      () => ({ mails: [] }),
    ),
  };

  function verify(token: string) {
    const account = byToken(token, 'verification');
    if (!account || account.user.email_verified) {
      return errorResponse(400, authMockMessages.invalidVerificationToken, 'invalid_token');
    }
    account.user = { ...account.user, email_verified: true };
    return { success: true as const, message: authMockMessages.verified };
  }

  return {
    handlers: defineDomain(on),
    /** back to the seeded accounts, with no sessions but the demo refresh token */
    reset,
    /** the account of an e-mail address, as the mock currently holds it */
    account: (address: string): User | undefined => accounts.get(email(address))?.user,
  };
}

const shared = createAuthMock();

/** Auth and account calls: `authHandlers.ok`, scenario factories, and `fresh()` for a story's own state. */
export const authHandlers = {
  ...shared.handlers,
  /** the happy paths of a new, independent auth mock (use one per story that changes state) */
  fresh: (): HttpHandler[] => createAuthMock().handlers.ok,
  /** resets the shared mock behind `authHandlers.ok` */
  reset: shared.reset,
  account: shared.account,
};
