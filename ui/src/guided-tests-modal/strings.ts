/** The guidedTests strings' Hebrew defaults (the `guidedTests` section of content/locales/he/ui.json). */
export const guidedTestsStrings = {
  title: 'בחירת מבחן בהנחיית AI',
  loading: 'טוען מבחנים...',
  empty: 'אין מבחנים זמינים לקורס הזה',
  footer: 'מבחן בהנחיית AI הוא הערכה אישית ואינטראקטיבית: המורה שואלת, מקשיבה ומכוונת אותך לאורך הדרך.',
  selecting: 'טוען את המבחן...',
};
