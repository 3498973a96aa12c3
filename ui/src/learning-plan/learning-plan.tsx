import { forwardRef, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Card } from '../card/card';
import { countedText, fillTemplate } from '../format';
import { TopicProgressBar } from '../score-badge/score-badge';
import { useUiStrings } from '../strings-context';
import { learningPlanStrings } from './strings';
import {
  masteryPercent,
  paragraphs,
  textDirection,
  type LearningPlanActivity,
  type LearningPlanBlock,
  type LearningPlanTopic,
} from './topics';
// The package index's own tokens import can be tree-shaken away, so each component brings them.
import '../tokens.css';
import './learning-plan.css';

export interface PlanTopicBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** the topic, its mastery (null: not yet assessed) and the evidence behind it */
  topic: LearningPlanTopic;
}

/**
 * A topic's bar (≥ 0.85 green, ≥ 0.5 yellow, else red, clamped 0–1), or "not yet assessed" when the
 * topic has no evidence, or "not enough answers yet" when it has some but no value yet. When the basis is known, a disclosure reveals it: answers counted, last activity.
 */
export const PlanTopicBar = forwardRef<HTMLDivElement, PlanTopicBarProps>(function PlanTopicBar(
  { topic, className, ...rest },
  ref,
) {
  const strings = useUiStrings('learningPlan', learningPlanStrings);
  const [open, setOpen] = useState(false);
  const basisId = useId();
  const { basis } = topic;
  // Answers that have not yet moved the topic off the model's starting point: counted, no number.
  const insufficient = topic.mastery === null && (basis?.attempts ?? 0) > 0;
  const state = topic.mastery !== null ? 'assessed' : insufficient ? 'insufficient' : 'unassessed';

  return (
    <div
      {...rest}
      ref={ref}
      className={['hv-plan-topic', className].filter(Boolean).join(' ')}
      data-state={state}
    >
      {topic.mastery === null ? (
        <div className="hv-plan-topic__unassessed">
          <div className="hv-plan-topic__header">
            <span dir="auto">{topic.name}</span>
            <span className="hv-plan-topic__badge">
              {insufficient ? strings.notEnough : strings.notAssessed}
            </span>
          </div>
          <div className="hv-plan-topic__empty-track" aria-hidden="true" />
        </div>
      ) : (
        <TopicProgressBar label={topic.name} value={topic.mastery} />
      )}
      {basis && (
        <>
          <button
            type="button"
            className="hv-plan-topic__toggle"
            aria-expanded={open}
            aria-controls={basisId}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="hv-plan-topic__chevron" aria-hidden="true">
              ›
            </span>
            {strings.showBasis}
          </button>
          <div id={basisId} className="hv-plan-topic__basis" hidden={!open}>
            {basis.attempts === 0 ? (
              <p>{strings.noEvidence}</p>
            ) : (
              <p>
                {countedText(basis.attempts, {
                  one: strings.basisOne,
                  two: strings.basisTwo,
                  other: strings.basisMany,
                })}
                {basis.lastActivity && (
                  <>
                    {' · '}
                    {strings.lastActivity.replace('{date}', basis.lastActivity)}
                  </>
                )}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
});

export interface LearningPlanProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** the plan's heading, cards and footer, in order (a visual_plan's blocks) */
  blocks: readonly LearningPlanBlock[];
  /** the topics and their mastery; an empty list shows the no-topic-progress text */
  topics: readonly LearningPlanTopic[];
  /** heading level of the plan's heading block; cards and the topics title sit one level below */
  headingLevel?: 2 | 3;
  /** actions next to the heading, e.g. a button that generates a fresh plan */
  actions?: ReactNode;
  /** the mastery model's starting value of every topic (0–1); given, a note under the topics says it */
  prior?: number;
}

/**
 * The learning plan (docs/requirements.md#accounts-states): heading, cards, the topic bars and the footer line. Shared by the
 * personal space's Learning Progress and the learning space's Learning Status.
 */
export const LearningPlan = forwardRef<HTMLElement, LearningPlanProps>(function LearningPlan(
  { blocks, topics, headingLevel = 2, actions, prior, className, ...rest },
  ref,
) {
  const strings = useUiStrings('learningPlan', learningPlanStrings);
  const topicsId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const headings = blocks.filter((block) => block.component === 'heading');
  const cards = blocks.filter((block) => block.component === 'card');
  const activityKind = (kind: LearningPlanActivity['kind']) =>
    ({ lesson: strings.activityLesson, practice: strings.activityPractice, test: strings.activityTest })[
      kind
    ];
  const footers = blocks.filter((block) => block.component === 'footer');

  return (
    <section {...rest} ref={ref} className={['hv-learning-plan', className].filter(Boolean).join(' ')}>
      {(headings.length > 0 || actions) && (
        <header className="hv-learning-plan__header">
          {headings.map((block, index) => (
            <Heading key={index} className="hv-learning-plan__heading" dir="auto">
              {block.text}
            </Heading>
          ))}
          {actions && <div className="hv-learning-plan__actions">{actions}</div>}
        </header>
      )}
      {cards.length > 0 && (
        <div className="hv-learning-plan__cards">
          {cards.map((block, index) => (
            // A plan's text may be in another language than the screen (a Hebrew plan in the English
            // UI): each card takes the direction of its own text, so its punctuation lands right. The
            // text's, not the title's: an English plan's sections are titled with the course's Hebrew
            // topic names.
            <Card
              key={index}
              title={block.title}
              headingLevel={(headingLevel + 1) as 3 | 4}
              dir={textDirection(block.body) ?? 'auto'}
            >
              {paragraphs(block.body).map((paragraph, line) => (
                <p key={line}>{paragraph}</p>
              ))}
              {block.activities && block.activities.length > 0 && (
                <ul className="hv-learning-plan__activities" aria-label={strings.activities}>
                  {block.activities.map((activity, item) => (
                    <li key={item} data-kind={activity.kind}>
                      <span className="hv-learning-plan__activity-kind">{activityKind(activity.kind)}</span>{' '}
                      {/* Isolated, in the card's direction: an English practice title quotes a Hebrew subject. */}
                      <bdi dir={textDirection(block.body)}>{activity.title}</bdi>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          ))}
        </div>
      )}
      <section className="hv-learning-plan__topics" aria-labelledby={topicsId}>
        <SubHeading id={topicsId} className="hv-learning-plan__topics-title">
          {strings.topicsTitle}
        </SubHeading>
        {prior !== undefined && topics.length > 0 && (
          <p className="hv-learning-plan__prior">
            {fillTemplate(strings.priorNote, { prior: masteryPercent(prior) ?? 0 })}
          </p>
        )}
        {topics.length === 0 ? (
          <p className="hv-learning-plan__no-topics">{strings.noTopics}</p>
        ) : (
          <ul className="hv-learning-plan__topic-list">
            {topics.map((topic) => (
              <li key={topic.name}>
                <PlanTopicBar topic={topic} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {footers.map((block, index) => (
        <p key={index} className="hv-learning-plan__footer">
          {block.text}
        </p>
      ))}
    </section>
  );
});
