/** The audioPlayer strings' Hebrew defaults (the `audioPlayer` section of content/locales/he/ui.json). */
export const audioPlayerStrings = {
  label: 'נגן הקראה',
  play: 'ניגון',
  pause: 'השהיה',
  stop: 'עצירה',
  loading: 'טוען שמע...',
};
