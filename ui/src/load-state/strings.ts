/** The loadState strings' Hebrew defaults (the `loadState` section of content/locales/he/ui.json). */
export const loadStateStrings = {
  loading: 'טוען...',
  retry: 'נסו שוב',
};
