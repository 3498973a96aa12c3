/** The focusMode strings' Hebrew defaults (the `focusMode` section of content/locales/he/ui.json). */
export const focusModeStrings = {
  title: 'מצב ריכוז',
  calm: 'רגוע',
  study: 'למידה',
  creativity: 'יצירתיות',
  stop: 'עצירת הניגון',
  close: 'סגירה',
};
