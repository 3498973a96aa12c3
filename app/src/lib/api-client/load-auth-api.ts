import { earlyCallPaths } from '../../../../backend/contract/paths';
import type { authApi } from './auth';
import { contractReady } from './contract-steps';
import { fetchEarly } from './early-fetch';

/**
 * The auth calls, loaded on first use: the API client brings zod and the contract, which the landing's and
 * the auth screens' first paint do not need. They are used once the contract is built (see contractReady).
 * The session provider and the auth forms share this one loader.
 */
export function loadAuthApi(): Promise<typeof authApi> {
  return Promise.all([import('./index'), contractReady()]).then(([module]) => module.authApi);
}

/**
 * Starts the session check's call (`validate`) now, with the stored token: the session provider's call takes
 * the answer once the contract is built, instead of asking only then (early-fetch.ts).
 */
export function prefetchSession(): void {
  fetchEarly('GET', earlyCallPaths.validate);
}
