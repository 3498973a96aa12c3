export { ScoreBadge, TopicProgressBar } from './score-badge';
export type { ScoreBadgeProps, TopicProgressBarProps } from './score-badge';
export { clampProgress, clampScore, scoreLevel, topicLevel } from './levels';
export type { Level } from './levels';
