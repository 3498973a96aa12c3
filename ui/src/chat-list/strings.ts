/** The chatList strings' Hebrew defaults (the `chatList` section of content/locales/he/ui.json). */
export const chatListStrings = {
  label: 'השיחה עם המורה',
  earlier: 'הצגת הודעות קודמות ({count})',
  newReply: 'תשובה חדשה',
};
