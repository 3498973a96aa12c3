import enCommon from '../../../../content/locales/en/common.json';
import enUi from '../../../../content/locales/en/ui.json';
import heCommon from '../../../../content/locales/he/common.json';
import heUi from '../../../../content/locales/he/ui.json';

/** Every namespace, per language. Hebrew is the reference locale: its shape types the keys. */
export const resources = {
  he: { common: heCommon, ui: heUi },
  en: { common: enCommon, ui: enUi },
} as const;

export const namespaces = ['common', 'ui'] as const;
export type Namespace = (typeof namespaces)[number];
