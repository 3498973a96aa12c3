/** The richText strings' Hebrew defaults (the `richText` section of content/locales/he/ui.json). */
export const richTextStrings = {
  imageAlt: 'איור',
  audioLabel: 'קטע שמע',
};
