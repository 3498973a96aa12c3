/** Messages another screen hands to /login through the router's location state. */
export type LoginNotice = 'emailVerified' | 'passwordReset';

export interface LoginLocationState {
  notice: LoginNotice;
}

export function readLoginNotice(state: unknown): LoginNotice | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const notice = (state as Partial<LoginLocationState>).notice;
  return notice === 'emailVerified' || notice === 'passwordReset' ? notice : undefined;
}

/** Redirect to /login after a verified e-mail (docs/requirements.md#accounts-limits). */
export const verifyRedirectMs = 2000;
