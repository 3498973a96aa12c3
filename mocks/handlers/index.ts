import type { HttpHandler } from 'msw';
import { authHandlers } from './auth';
import { chatHandlers, resetChatMock } from './chat';
import { configHandlers } from './config';
import { healthHandlers } from './health';
import { introductionHandlers } from './introduction';
import { plansHandlers } from './plans';
import { progressHandlers } from './progress';
import { schoolsHandlers } from './schools';
import { staticDataHandlers } from './static-data';

export { authHandlers, authMockMessages, createAuthMock, mockAccounts } from './auth';
export { chatHandlers, resetChatMock } from './chat';
export { configHandlers } from './config';
export { healthHandlers } from './health';
export { createIntroductionMock, introductionHandlers, introductionTurns } from './introduction';
export { plansHandlers } from './plans';
export { createProgressMock, progressHandlers } from './progress';
export { schoolsHandlers } from './schools';
export { staticDataHandlers } from './static-data';

/** Every domain's handlers, keyed as stories key `parameters.msw.handlers`. */
export const domains = {
  auth: authHandlers,
  schools: schoolsHandlers,
  progress: progressHandlers,
  plans: plansHandlers,
  introduction: introductionHandlers,
  chat: chatHandlers,
  staticData: staticDataHandlers,
  config: configHandlers,
  health: healthHandlers,
};

/** Every endpoint's happy path. */
export const handlers: HttpHandler[] = Object.values(domains).flatMap((domain) => domain.ok);

/** Resets every stateful mock (auth accounts and sessions, progress records, introduction turns). */
export function resetMocks(): void {
  authHandlers.reset();
  progressHandlers.reset();
  introductionHandlers.reset();
  resetChatMock();
}
