/** The exerciseCanvas strings' Hebrew defaults (the `exerciseCanvas` section of content/locales/he/ui.json). */
export const exerciseCanvasStrings = {
  canvas: 'דף פתרון משורטט',
  tools: 'כלי ציור',
  draw: 'עט',
  erase: 'מחק',
  text: 'טקסט',
  clearAll: 'ניקוי הכל',
  undo: 'ביטול פעולה',
  redo: 'ביצוע מחדש',
  textInput: 'טקסט להוספה לדף',
};
