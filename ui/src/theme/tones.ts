// Importing the tokens here keeps them in any bundle that uses the tone helpers.
import '../tokens.css';

/** A three-step traffic-light tone used by score badges and topic bars. */
export type Tone = 'high' | 'mid' | 'low';

/** Score badge thresholds (0–100): at least 80 is green, at least 60 amber, below 60 red. */
export const SCORE_THRESHOLDS = { high: 80, mid: 60 } as const;
/** Topic-bar thresholds (0–1): at least 0.85 is green, at least 0.5 yellow, otherwise red. */
export const TOPIC_THRESHOLDS = { high: 0.85, mid: 0.5 } as const;

/** The tone of a 0–100 score; anything that is not a finite number counts as low. */
export function scoreTone(score: number): Tone {
  if (!Number.isFinite(score)) return 'low';
  if (score >= SCORE_THRESHOLDS.high) return 'high';
  if (score >= SCORE_THRESHOLDS.mid) return 'mid';
  return 'low';
}

/** The tone of a 0–1 topic progress value; anything that is not a finite number counts as low. */
export function topicTone(value: number): Tone {
  if (!Number.isFinite(value)) return 'low';
  if (value >= TOPIC_THRESHOLDS.high) return 'high';
  if (value >= TOPIC_THRESHOLDS.mid) return 'mid';
  return 'low';
}

/** The CSS colour (a token reference) of a score badge. */
export function scoreColor(score: number): string {
  return `var(--hv-score-${scoreTone(score)})`;
}

/** The CSS colour (a token reference) of a topic bar. */
export function topicColor(value: number): string {
  return `var(--hv-topic-${topicTone(value)})`;
}
