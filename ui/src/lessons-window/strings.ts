/** The lessonsWindow strings' Hebrew defaults (the `lessonsWindow` section of content/locales/he/ui.json). */
export const lessonsWindowStrings = {
  title: 'רשימת שיעורים',
  loading: 'טוען שיעורים...',
  empty: 'לא נמצאו שיעורים.',
  lessonNumber: 'שיעור {n}',
  moreObjectivesOne: '...ועוד יעד אחד',
  moreObjectivesTwo: '...ועוד שני יעדים',
  moreObjectivesOther: '...ועוד {count} יעדים',
  objectives: 'יעדי השיעור',
  back: 'חזרה לרשימה',
  start: 'התחל שיעור זה',
};
