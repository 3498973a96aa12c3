/** The exercisePlatform strings' Hebrew defaults (the `exercisePlatform` section of content/locales/he/ui.json). */
export const exercisePlatformStrings = {
  title: 'פלטפורמת תרגילים',
  formulas: 'נוסחאות עזר',
  noFormulas: 'אין נוסחאות עזר לתרגיל הזה.',
  minimize: 'מזעור',
  submit: 'שלח פתרון',
  submitting: 'שולח...',
  exercise: 'התרגיל',
  equations: 'משוואות',
  diagram: 'שרטוט',
  enlargeDiagram: 'הגדלת השרטוט',
  sections: 'סעיפים',
  empty: 'אין תרגיל פעיל כרגע. בקשו מהמורה תרגיל, והוא יופיע כאן.',
  captureFailed: 'לא הצלחנו לצלם את הפתרון מהדף. נסו שוב.',
};
