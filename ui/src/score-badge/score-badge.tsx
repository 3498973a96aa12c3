import { forwardRef, useId, type HTMLAttributes } from 'react';
import { useUiStrings } from '../strings-context';
import { scoreBadgeStrings } from './strings';
import { clampProgress, clampScore, scoreLevel, topicLevel } from './levels';
import './score-badge.css';

export interface ScoreBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** a percentage; clamped to 0–100 */
  score: number;
}

/** A score pill coloured by band: ≥ 80 green, ≥ 60 amber, below 60 red. */
export const ScoreBadge = forwardRef<HTMLSpanElement, ScoreBadgeProps>(function ScoreBadge(
  { score, className, ...rest },
  ref,
) {
  const strings = useUiStrings('scoreBadge', scoreBadgeStrings);
  const value = clampScore(score);
  return (
    <span
      {...rest}
      ref={ref}
      className={['hv-score-badge', className].filter(Boolean).join(' ')}
      data-level={scoreLevel(value)}
    >
      {strings.label.replace('{score}', String(value))}
    </span>
  );
});

export interface TopicProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** the topic's name, shown and used as the bar's accessible name */
  label: string;
  /** progress from 0 to 1; clamped */
  value: number;
}

/** A topic's progress bar coloured by band: ≥ 0.85 green, ≥ 0.5 yellow, otherwise red. */
export const TopicProgressBar = forwardRef<HTMLDivElement, TopicProgressBarProps>(function TopicProgressBar(
  { label, value, className, ...rest },
  ref,
) {
  const labelId = useId();
  const progress = clampProgress(value);
  const percent = Math.round(progress * 100);
  return (
    <div
      {...rest}
      ref={ref}
      className={['hv-topic-progress', className].filter(Boolean).join(' ')}
      data-level={topicLevel(progress)}
    >
      <div className="hv-topic-progress__header">
        <span id={labelId}>{label}</span>
        <span className="hv-topic-progress__value">{percent}%</span>
      </div>
      <div
        className="hv-topic-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className="hv-topic-progress__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
});
