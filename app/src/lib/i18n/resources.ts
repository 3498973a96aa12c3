/**
 * The namespaces and their types. Only types are imported here, so nothing of this file reaches a
 * bundle: the JSON itself loads in ./index.ts (the first screen's, eagerly) and ./locale-loader.ts (the rest).
 */
import type heAuth from '../../../../content/locales/he/auth.json';
import type heCommon from '../../../../content/locales/he/common.json';
import type heDashboard from '../../../../content/locales/he/dashboard.json';
import type heLanding from '../../../../content/locales/he/landing.json';
import type heLearning from '../../../../content/locales/he/learning.json';
import type hePersonal from '../../../../content/locales/he/personal.json';
import type hePublic from '../../../../content/locales/he/public.json';
import type heUi from '../../../../content/locales/he/ui.json';

/** Every namespace of one language. Hebrew is the reference locale: its shape types the keys. */
export interface Resources {
  common: typeof heCommon;
  landing: typeof heLanding;
  public: typeof hePublic;
  ui: typeof heUi;
  auth: typeof heAuth;
  dashboard: typeof heDashboard;
  learning: typeof heLearning;
  personal: typeof hePersonal;
}

export type Namespace = keyof Resources;

export const namespaces = [
  'common',
  'landing',
  'public',
  'ui',
  'auth',
  'dashboard',
  'learning',
  'personal',
] as const satisfies readonly Namespace[];

/**
 * What the landing route needs before its first paint. Their Hebrew bundles ship in the entry; every
 * other (language, namespace) pair is a chunk of its own, fetched on first use.
 */
export const eagerNamespaces = ['common', 'ui', 'landing'] as const satisfies readonly Namespace[];
