/**
 * The names of the design tokens declared in ui/src/tokens.css, grouped for documentation
 * (the Tokens story renders them). Components use the CSS variables directly.
 */
export const colorTokens = [
  '--hv-color-bg',
  '--hv-color-surface',
  '--hv-color-surface-muted',
  '--hv-color-border',
  '--hv-color-text',
  '--hv-color-text-muted',
  '--hv-color-primary',
  '--hv-color-primary-hover',
  '--hv-color-on-primary',
  '--hv-color-focus',
  '--hv-color-danger',
  '--hv-color-danger-bg',
  '--hv-color-success',
  '--hv-color-success-bg',
  '--hv-color-info',
  '--hv-color-info-bg',
  '--hv-color-warning',
  '--hv-color-warning-bg',
  '--hv-color-titlebar',
  '--hv-canvas-line',
  '--hv-canvas-margin',
  '--hv-canvas-ink',
] as const;

/** Score badge and topic bar colours. */
export const toneTokens = [
  '--hv-score-high',
  '--hv-score-mid',
  '--hv-score-low',
  '--hv-topic-high',
  '--hv-topic-mid',
  '--hv-topic-low',
] as const;

/** Spacing steps, smallest first. */
export const spaceTokens = [
  '--hv-space-1',
  '--hv-space-2',
  '--hv-space-3',
  '--hv-space-4',
  '--hv-space-5',
  '--hv-space-6',
  '--hv-space-7',
] as const;

/** Corner radii, smallest first. */
export const radiusTokens = [
  '--hv-radius-sm',
  '--hv-radius-md',
  '--hv-radius-lg',
  '--hv-radius-full',
] as const;

/** Type sizes, smallest first; every step uses --hv-font-family (Rubik, which covers Hebrew). */
export const textTokens = [
  '--hv-text-xs',
  '--hv-text-sm',
  '--hv-text-md',
  '--hv-text-lg',
  '--hv-text-xl',
  '--hv-text-2xl',
  '--hv-text-3xl',
] as const;
