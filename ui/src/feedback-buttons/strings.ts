/** The feedback strings' Hebrew defaults (the `feedback` section of content/locales/he/ui.json). */
export const feedbackStrings = {
  group: 'משוב על התשובה',
  helpful: 'התשובה עזרה לי',
  notHelpful: 'התשובה לא עזרה לי',
  modalTitle: 'מה לא היה מועיל בתשובה הזו?',
  commentLabel: 'הערה',
  commentPlaceholder: 'ספרו לנו מה אפשר לשפר...',
  cancel: 'ביטול',
  submit: 'שליחת משוב',
};
