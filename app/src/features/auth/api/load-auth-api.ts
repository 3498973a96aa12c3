import type { authApi } from '../../../lib/api-client';

/**
 * The auth calls, loaded on first use: the API client brings zod and the contract, which the auth screens'
 * first paint does not need.
 */
export function loadAuthApi(): Promise<typeof authApi> {
  return import('../../../lib/api-client').then((module) => module.authApi);
}
