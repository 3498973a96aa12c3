export { SCORE_THRESHOLDS, TOPIC_THRESHOLDS, scoreColor, scoreTone, topicColor, topicTone } from './tones';
export type { Tone } from './tones';
export { colorTokens, radiusTokens, spaceTokens, textTokens, toneTokens } from './tokens';
