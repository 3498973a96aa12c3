/** The carousel strings' Hebrew defaults (the `carousel` section of content/locales/he/ui.json). */
export const carouselStrings = {
  previous: 'הקודם',
  next: 'הבא',
  step: 'שלב {n} מתוך {total}',
};
