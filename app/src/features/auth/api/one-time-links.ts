import { authApi } from '../../../lib/api-client';

// A one-time token works once: React's development double effects (and a remount) must not spend it twice,
// so each token's call is made once and its promise shared.
const verifications = new Map<string, Promise<void>>();
const approvals = new Map<string, ReturnType<typeof authApi.approveUser>>();

/** Verifies an e-mail token: the direct GET first, then the POST fallback (docs/requirements.md#accounts-states). */
export function verifyEmailOnce(token: string): Promise<void> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = authApi.verifyEmailDirect(token).then(
      () => undefined,
      async (error: unknown) => {
        console.warn('direct e-mail verification failed; trying the POST fallback', error);
        await authApi.verifyEmail(token);
      },
    );
    verifications.set(token, pending);
  }
  return pending;
}

/** Approves a new user with the administrator's token. */
export function approveUserOnce(token: string): ReturnType<typeof authApi.approveUser> {
  let pending = approvals.get(token);
  if (!pending) {
    pending = authApi.approveUser(token);
    approvals.set(token, pending);
  }
  return pending;
}

/** Forgets the shared calls (stories and tests that reuse a token). */
export function forgetOneTimeLinks(): void {
  verifications.clear();
  approvals.clear();
}
