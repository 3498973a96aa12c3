/** The math strings' Hebrew defaults (the `math` section of content/locales/he/ui.json). */
export const mathStrings = {
  latexError: '⚠️ LATEX ERROR:',
  mathError: 'שגיאה בנוסחה',
  renderFailed: 'הצגת הנוסחה נכשלה',
  loading: 'טוען נוסחה...',
};
