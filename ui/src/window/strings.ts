/** The window strings' Hebrew defaults (the `window` section of content/locales/he/ui.json). */
export const windowStrings = {
  minimize: 'מזעור',
  restore: 'שחזור',
  close: 'סגירה',
  move: 'הזזת החלון',
  moveHint: 'החצים מזיזים את החלון ב-10 פיקסלים; Shift עם החצים משנה את גודלו.',
  moveOnlyHint: 'החצים מזיזים את החלון ב-10 פיקסלים.',
  back: 'חזרה',
};
