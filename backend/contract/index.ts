/**
 * The API contract: every documented call, defined once. The typed client (app/), the MSW
 * handlers (mocks/), the Koa routes (backend/src) and the tests all import from here.
 */
import * as auth from './auth';
import * as plans from './plans';
import * as progress from './progress';
import { listSchools } from './schools';

export * from './auth';
export * from './content';
export * from './endpoint';
export * from './errors';
export * from './plans';
export * from './progress';
export * from './schools';

/** The registry: one entry per call. */
export const endpoints = {
  login: auth.login,
  validate: auth.validate,
  register: auth.register,
  listSchools,
  getSchool: auth.getSchool,
  forgotPassword: auth.forgotPassword,
  resetPassword: auth.resetPassword,
  verifyEmail: auth.verifyEmail,
  verifyEmailDirect: auth.verifyEmailDirect,
  approveUser: auth.approveUser,
  refresh: auth.refresh,
  logout: auth.logout,
  resendVerification: auth.resendVerification,
  userCourses: auth.userCourses,
  getProgress: progress.getProgress,
  saveProgress: progress.saveProgress,
  listPlans: plans.listPlans,
} as const;

export type EndpointName = keyof typeof endpoints;
