/** Colour bands of scores and topic progress (docs/requirements.md#accounts-limits). */
export type Level = 'high' | 'mid' | 'low';

function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(Math.max(value, min), max);
}

/** A percentage clamped to 0..100 and rounded; NaN counts as 0. */
export function clampScore(score: number): number {
  return Math.round(clamp(score, 0, 100));
}

/** A progress fraction clamped to 0..1; NaN counts as 0. */
export function clampProgress(progress: number): number {
  return clamp(progress, 0, 1);
}

/** Score badge: ≥ 80 high (green), ≥ 60 mid (amber), otherwise low (red). */
export function scoreLevel(score: number): Level {
  const value = clampScore(score);
  return value >= 80 ? 'high' : value >= 60 ? 'mid' : 'low';
}

/** Topic bar: ≥ 0.85 high (green), ≥ 0.5 mid (yellow), otherwise low (red). */
export function topicLevel(progress: number): Level {
  const value = clampProgress(progress);
  return value >= 0.85 ? 'high' : value >= 0.5 ? 'mid' : 'low';
}
