/** The drawingPad strings' Hebrew defaults (the `drawingPad` section of content/locales/he/ui.json). */
export const drawingPadStrings = {
  canvas: 'משטח ציור',
  clear: 'ניקוי',
  submit: 'שליחה',
  cancel: 'ביטול',
};
