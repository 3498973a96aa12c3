/** The toast strings' Hebrew defaults (the `toast` section of content/locales/he/ui.json). */
export const toastStrings = {
  region: 'התראות',
  dismiss: 'סגירת ההתראה',
};
