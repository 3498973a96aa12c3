import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { earlyCallPaths } from './paths';
import { UserId } from './ids';
import { School } from './schools';

/** Stable school-year codes; their Hebrew and English labels live in the locale files. */
export const SchoolYear = z.enum(['10', '11', '12', 'uni-1', 'uni-2', 'uni-3', 'uni-4']);
export type SchoolYear = z.infer<typeof SchoolYear>;
export const schoolYears = SchoolYear.options;

export const Role = z.enum(['student', 'admin']);
export type Role = z.infer<typeof Role>;

const Email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email address' }).max(254));
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');
/** Passwords: the spec sets no rule; we require 8–128 characters (docs/api.md). */
export const Password = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');
const Token = z.string().trim().min(16, 'Invalid token').max(512, 'Invalid token');

/**
 * Names go into mails (the approval mail's subject among them): no line breaks or other control
 * characters, and no bidi controls (overrides, embeddings, isolates, marks) that reorder what follows.
 */
const unsafeInName = /[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/u;
export const nameCharactersMessage =
  'Names cannot contain line breaks, control characters or text-direction characters';
const Name = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(80)
    .refine((name) => !unsafeInName.test(name), nameCharactersMessage);

export const User = z.object({
  id: UserId,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  role: Role,
  birthdate: z.string().nullable(),
  school_id: z.number().int().nullable(),
  subject: z.string().nullable(),
  school_year: SchoolYear.nullable(),
  email_verified: z.boolean(),
  approved: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof User>;

export const Success = z.object({ success: z.literal(true), message: z.string() });
export type Success = z.infer<typeof Success>;

export const TokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** seconds until the access token expires */
  expires_in: z.number().int().positive(),
});

export const LoginRequest = z.object({
  email: Email,
  password: z.string().min(1, 'Password is required').max(128),
});
export const LoginResponse = TokenPair.extend({ user: User });
export type LoginRequest = z.infer<typeof LoginRequest>;
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RegisterRequest = z.object({
  email: Email,
  password: Password,
  first_name: Name('First name is required'),
  last_name: Name('Last name is required'),
  birthdate: IsoDate,
  school_id: z.coerce.number().int().positive('Please select a school'),
  school_year: SchoolYear,
  subject: z.string().trim().min(1, 'Subject is required').max(100),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const login = defineEndpoint({
  name: 'login',
  method: 'POST',
  path: '/api/auth/login',
  auth: false,
  summary: 'Exchanges e-mail and password for an access and a refresh token.',
  body: LoginRequest,
  response: LoginResponse,
  errors: [400, 401, 403, 429],
});

export const validate = defineEndpoint({
  name: 'validate',
  method: 'GET',
  path: earlyCallPaths.validate,
  auth: true,
  summary: 'Returns the user of a valid access token.',
  response: z.object({ valid: z.literal(true), user: User }),
  errors: [401],
});

export const register = defineEndpoint({
  name: 'register',
  method: 'POST',
  path: '/api/auth/register',
  auth: false,
  summary: 'Creates an unverified, unapproved account and mails the verification link.',
  body: RegisterRequest,
  response: Success.extend({ user_id: UserId }),
  errors: [400, 409, 429],
});

export const getSchool = defineEndpoint({
  name: 'getSchool',
  method: 'GET',
  path: '/api/auth/schools/:id',
  auth: true,
  summary: 'One school by id.',
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ school: School }),
  errors: [400, 401, 404],
});

export const forgotPassword = defineEndpoint({
  name: 'forgotPassword',
  method: 'POST',
  path: '/api/auth/forgot-password',
  auth: false,
  summary: 'Mails a reset link (30 min) if the account exists; answers the same either way.',
  body: z.object({ email: Email }),
  response: Success,
  errors: [400, 429],
});

export const resetPassword = defineEndpoint({
  name: 'resetPassword',
  method: 'POST',
  path: '/api/auth/reset-password',
  auth: false,
  summary: 'Sets a new password with a single-use reset token and revokes every session.',
  body: z.object({ token: Token, password: Password }),
  response: Success,
  errors: [400, 429],
});

export const verifyEmail = defineEndpoint({
  name: 'verifyEmail',
  method: 'POST',
  path: '/api/auth/verify-email',
  auth: false,
  summary: 'Verifies the e-mail address with the single-use token from the mail (fallback of the GET).',
  body: z.object({ token: Token }),
  response: Success,
  errors: [400],
});

export const verifyEmailDirect = defineEndpoint({
  name: 'verifyEmailDirect',
  method: 'GET',
  path: '/api/auth/verify-email-direct',
  auth: false,
  summary: 'Verifies the e-mail address with the token in the query string.',
  query: z.object({ token: Token }),
  response: Success,
  errors: [400],
});

export const approveUser = defineEndpoint({
  name: 'approveUser',
  method: 'POST',
  path: '/api/auth/approve-user',
  auth: false,
  summary: "Activates an account with the administrator's single-use approval token.",
  body: z.object({ token: Token }),
  response: Success.extend({
    user: z.object({ email: z.string(), first_name: z.string(), last_name: z.string() }),
  }),
  errors: [400],
});

export const refresh = defineEndpoint({
  name: 'refresh',
  method: 'POST',
  path: '/api/auth/refresh',
  auth: false,
  summary: 'Rotates the refresh token; reusing a rotated one revokes its whole family.',
  body: z.object({ refresh_token: z.string().min(1).max(512) }),
  response: TokenPair,
  errors: [400, 401],
});

export const logout = defineEndpoint({
  name: 'logout',
  method: 'POST',
  path: '/api/auth/logout',
  auth: false,
  summary: 'Revokes the refresh token (and with it the session).',
  body: z.object({ refresh_token: z.string().min(1).max(512) }),
  response: z.object({ success: z.literal(true) }),
  errors: [400],
});

export const resendVerification = defineEndpoint({
  name: 'resendVerification',
  method: 'POST',
  path: '/api/auth/resend-verification',
  auth: false,
  summary: 'Mails a new verification link to an unverified account; answers the same either way.',
  body: z.object({ email: Email }),
  response: Success,
  errors: [400, 429],
});

export const userCourses = defineEndpoint({
  name: 'userCourses',
  method: 'GET',
  path: '/api/auth/user/courses',
  auth: true,
  summary: 'The ids of the courses assigned to the signed-in user.',
  response: z.object({ courses: z.array(z.object({ id: z.string() })) }),
  errors: [401],
});
