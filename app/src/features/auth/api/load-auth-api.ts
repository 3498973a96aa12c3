import type { authApi } from '../../../lib/api-client';
import { contractReady } from '../../../lib/api-client/contract-steps';

/**
 * The auth calls, loaded on first use: the API client brings zod and the contract, which the auth screens'
 * first paint does not need. They are used once the contract is built (see contractReady).
 */
export function loadAuthApi(): Promise<typeof authApi> {
  return Promise.all([import('../../../lib/api-client'), contractReady()]).then(([module]) => module.authApi);
}
