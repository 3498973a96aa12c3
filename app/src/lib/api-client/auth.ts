import { endpoints } from '../../../../backend/contract';
import { clientMessages } from './errors';
import { call, prefetchCall, type CallInput } from './request';

type Body<E extends keyof typeof endpoints> = NonNullable<CallInput<(typeof endpoints)[E]>['body']>;

/** Auth and account calls (docs/requirements.md#accounts-calls). */
export const authApi = {
  /** a non-JSON answer fails with 'Server returned an invalid response format. Please contact support.' */
  login: (body: Body<'login'>, signal?: AbortSignal) =>
    call(endpoints.login, { body, signal }, { invalidJsonMessage: clientMessages.loginInvalidJson }),
  validate: (signal?: AbortSignal) => call(endpoints.validate, { signal }),
  register: (body: Body<'register'>, signal?: AbortSignal) => call(endpoints.register, { body, signal }),
  listSchools: (signal?: AbortSignal) => call(endpoints.listSchools, { signal }),
  getSchool: (id: number, signal?: AbortSignal) => call(endpoints.getSchool, { params: { id }, signal }),
  forgotPassword: (body: Body<'forgotPassword'>, signal?: AbortSignal) =>
    call(endpoints.forgotPassword, { body, signal }),
  resetPassword: (body: Body<'resetPassword'>, signal?: AbortSignal) =>
    call(endpoints.resetPassword, { body, signal }),
  verifyEmail: (token: string, signal?: AbortSignal) =>
    call(endpoints.verifyEmail, { body: { token }, signal }),
  verifyEmailDirect: (token: string, signal?: AbortSignal) =>
    call(endpoints.verifyEmailDirect, { query: { token }, signal }),
  approveUser: (token: string, signal?: AbortSignal) =>
    call(endpoints.approveUser, { body: { token }, signal }),
  refresh: (refreshToken: string, signal?: AbortSignal) =>
    call(endpoints.refresh, { body: { refresh_token: refreshToken }, signal }),
  logout: (refreshToken: string, signal?: AbortSignal) =>
    call(endpoints.logout, { body: { refresh_token: refreshToken }, signal }),
  resendVerification: (email: string, signal?: AbortSignal) =>
    call(endpoints.resendVerification, { body: { email }, signal }),
  userCourses: (signal?: AbortSignal) => call(endpoints.userCourses, { signal }),
  /** Starts `userCourses` now, for the course list about to open (the next `userCourses` call takes it). */
  prefetchUserCourses: () => prefetchCall(endpoints.userCourses, {}),
};
