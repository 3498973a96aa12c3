/** The lessonBanner strings' Hebrew defaults (the `lessonBanner` section of content/locales/he/ui.json). */
export const lessonBannerStrings = {
  active: 'מצב שיעור פעיל',
  end: 'סיום השיעור',
};
