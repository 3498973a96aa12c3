/** The contentPopup strings' Hebrew defaults (the `contentPopup` section of content/locales/he/ui.json). */
export const contentPopupStrings = {
  title: 'תוכן',
  close: 'סגירה',
  imageAlt: 'תמונה',
  audioLabel: 'שמע',
};
