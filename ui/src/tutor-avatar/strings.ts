/** The tutorAvatar strings' Hebrew defaults (the `tutorAvatar` section of content/locales/he/ui.json). */
export const tutorAvatarStrings = {
  athena: 'אתנה',
  clio: 'קליאו',
  label: '{name}, {mood}',
  hello: 'מברכת לשלום',
  thinking: 'חושבת',
  idle: 'ממתינה',
  encouraging: 'מעודדת',
  reading: 'קוראת',
};
