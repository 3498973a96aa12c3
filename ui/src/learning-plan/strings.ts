/** The learningPlan strings' Hebrew defaults (the `learningPlan` section of content/locales/he/ui.json). */
export const learningPlanStrings = {
  topicsTitle: 'התקדמות לפי נושאים',
  noTopics: 'עדיין אין נתוני התקדמות לפי נושאים. הם יופיעו אחרי שתתרגלו או תיבחנו.',
  notAssessed: 'טרם הוערך',
  notEnough: 'אין עדיין מספיק תשובות',
  priorNote:
    'כל נושא מתחיל ב־{prior}% לפני התשובה הראשונה (נקודת המוצא של המודל), וכל תשובה מזיזה אותו. אחוז מוצג רק אחרי שהתשובות הזיזו אותו מנקודת המוצא.',
  showBasis: 'על מה זה מבוסס?',
  basisOne: 'מבוסס על תשובה אחת',
  basisTwo: 'מבוסס על שתי תשובות',
  basisMany: 'מבוסס על {count} תשובות',
  lastActivity: 'פעילות אחרונה: {date}',
  noEvidence: 'עדיין אין תשובות בנושא הזה, ולכן אין לו ציון.',
  activities: 'הפעילויות הבאות',
  activityLesson: 'שיעור',
  activityPractice: 'תרגול',
  activityTest: 'מבחן',
};
