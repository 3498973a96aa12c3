/** The one typed client of the API: `call` for any contract endpoint, and per-domain functions for the screens. */
export { authApi } from './auth';
export { chatApi, isAllowedUpload, type StreamHandlers } from './chat';
export {
  apiBaseUrl,
  configureApiClient,
  defaultBaseUrl,
  devApiPort,
  resetApiClientConfig,
  signOutAndRedirect,
  type ApiClientConfig,
  type PageLocation,
  type TokenStorage,
} from './config';
export { ApiError, clientMessages, isAbortError } from './errors';
export { introductionApi } from './introduction';
export { resolveMediaUrl } from './media';
export { plansApi, requirePlanResponse } from './plans';
export {
  legacyProgressPath,
  maxListedRecords,
  normalizeProgress,
  progressApi,
  saveRetryDelaysMs,
  slowCallTimeoutMs,
  type AttemptBody,
  type ListOptions,
} from './progress';
export { buildUrl, call, retryAfterSeconds, type CallInput, type CallOptions } from './request';
export { minimalFeatures, resetServerFeatures, serverFeatures } from './server-features';
export { createSseParser, type SseEvent, type SseParser } from './sse';
export { maxLessons, staticDataApi } from './static-data';
