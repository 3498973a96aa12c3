/**
 * The set-up the account screens' stories share (login, register, forgot and reset password, verify e-mail,
 * approve user): full screen, the auth and schools mocks on their happy path, and a fresh start each story.
 */
import { forgetOneTimeLinks } from '../../app/src/features/auth/api/one-time-links';
import { authHandlers, schoolsHandlers } from '../../mocks/handlers';
import { clearSession } from './session';

/** A `beforeEach`: signed out, the mock accounts as seeded, no one-time link used yet; returns the clean-up. */
export function freshAccounts(): () => void {
  clearSession();
  authHandlers.reset();
  forgetOneTimeLinks();
  return clearSession;
}

/** Spread into an account screen's meta. */
export const accountScreen = {
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { auth: authHandlers.ok, schools: schoolsHandlers.ok } },
  },
  beforeEach: freshAccounts,
};
