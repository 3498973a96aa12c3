/** The schoolSelect strings' Hebrew defaults (the `schoolSelect` section of content/locales/he/ui.json). */
export const schoolSelectStrings = {
  label: 'בית ספר',
  placeholder: 'בחרו בית ספר',
  loading: 'טוען בתי ספר...',
  empty: 'אין בתי ספר זמינים',
  error: 'טעינת בתי הספר נכשלה. נסו שוב מאוחר יותר.',
  retry: 'נסו שוב',
};
