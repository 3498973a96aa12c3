/** The scoreBadge strings' Hebrew defaults (the `scoreBadge` section of content/locales/he/ui.json). */
export const scoreBadgeStrings = {
  label: 'ציון {score}%',
};
