import enAuth from '../../../../content/locales/en/auth.json';
import enCommon from '../../../../content/locales/en/common.json';
import enDashboard from '../../../../content/locales/en/dashboard.json';
import enPublic from '../../../../content/locales/en/public.json';
import enUi from '../../../../content/locales/en/ui.json';
import heAuth from '../../../../content/locales/he/auth.json';
import heCommon from '../../../../content/locales/he/common.json';
import heDashboard from '../../../../content/locales/he/dashboard.json';
import hePublic from '../../../../content/locales/he/public.json';
import heUi from '../../../../content/locales/he/ui.json';

/** Every namespace, per language. Hebrew is the reference locale: its shape types the keys. */
export const resources = {
  he: { common: heCommon, public: hePublic, ui: heUi, auth: heAuth, dashboard: heDashboard },
  en: { common: enCommon, public: enPublic, ui: enUi, auth: enAuth, dashboard: enDashboard },
} as const;

export const namespaces = ['common', 'public', 'ui', 'auth', 'dashboard'] as const;
export type Namespace = (typeof namespaces)[number];
