import type { InterfaceLanguage } from '../../../../backend/contract/language';
import { currentLanguage } from '../i18n';
import { storageKeys } from '../storage';
import { devApiPort } from './boot-calls';

/** The parts of Storage the client uses (localStorage by default). */
export type TokenStorage = Pick<Storage, 'getItem' | 'removeItem'>;

/** The parts of the page location the base-URL rule reads. */
export type PageLocation = Pick<Location, 'protocol' | 'hostname' | 'port' | 'origin'>;

export interface ApiClientConfig {
  /** prefix of every call's path; `undefined` applies `defaultBaseUrl` to the current page */
  baseUrl: string | undefined;
  /** where access_token and refresh_token live */
  storage: () => TokenStorage | undefined;
  /** sends the user to the login route after a 401 or a missing token */
  onUnauthorized: () => void;
  fetch: typeof fetch;
  location: () => PageLocation | undefined;
  /**
   * the interface language, sent as `Accept-Language` with every call so the texts the server writes
   * unprompted (greetings, plans, Time-Out) match the screen; the current i18next language by default
   */
  language: () => InterfaceLanguage;
}

export { devApiPort };

/**
 * Same origin, or port 5000 on the same host when the page comes from a localhost dev server on another
 * port (docs/requirements.md#accounts-calls). Vite dev proxies /api, so a dev entry may configure `baseUrl: ''` instead.
 */
export function defaultBaseUrl(page: PageLocation | undefined): string {
  if (!page || page.hostname !== 'localhost') return '';
  if (page.port === '' || page.port === devApiPort) return '';
  return `http://${page.hostname}:${devApiPort}`;
}

function browserLocation(): PageLocation | undefined {
  return typeof location === 'undefined' ? undefined : location;
}

function browserStorage(): TokenStorage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function goToLogin(): void {
  if (typeof location !== 'undefined') location.hash = '#/login';
}

function defaults(): ApiClientConfig {
  return {
    baseUrl: undefined,
    storage: browserStorage,
    onUnauthorized: goToLogin,
    fetch: (...args) => fetch(...args),
    location: browserLocation,
    language: currentLanguage,
  };
}

let config: ApiClientConfig = defaults();

/** Overrides parts of the client's configuration (base URL, storage, login navigation, fetch, language). */
export function configureApiClient(overrides: Partial<ApiClientConfig>): void {
  config = { ...config, ...overrides };
}

/** Back to the defaults (tests). */
export function resetApiClientConfig(): void {
  config = defaults();
}

export function clientConfig(): Readonly<ApiClientConfig> {
  return config;
}

/** The base every path is appended to. */
export function apiBaseUrl(): string {
  return config.baseUrl ?? defaultBaseUrl(config.location());
}

export function readAccessToken(): string | undefined {
  return config.storage()?.getItem(storageKeys.accessToken) ?? undefined;
}

/**
 * The headers every call sends: what it accepts, the interface language (not a forbidden header name: fetch
 * sends the app's language instead of the browser's list), the Bearer token when there is one, and the
 * Content-Type of a JSON body. Calls made through the contract and calls started early (early-fetch.ts) alike.
 */
export function callHeaders(
  accept: string,
  token: string | undefined,
  json: boolean,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': config.language() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json) headers['Content-Type'] = 'application/json';
  return headers;
}

/** A 401 or a missing token: both tokens go, and the user goes to /#/login. */
export function signOutAndRedirect(): void {
  const storage = config.storage();
  storage?.removeItem(storageKeys.accessToken);
  storage?.removeItem(storageKeys.refreshToken);
  config.onUnauthorized();
}
