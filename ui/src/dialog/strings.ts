/** The dialog strings' Hebrew defaults (the `dialog` section of content/locales/he/ui.json). */
export const dialogStrings = {
  close: 'סגירה',
};
