/**
 * The paths of the calls the app starts before its code and the contract have loaded (the session check,
 * and the learning space's first calls; app/src/lib/api-client/early-fetch.ts). A module without imports,
 * so the app's entry reads them without zod or the schemas; the endpoints below use the same constants.
 */
export const earlyCallPaths = {
  validate: '/api/auth/validate',
  getConfig: '/api/config',
  getCourseThread: '/api/chat/get_course_thread',
} as const;
