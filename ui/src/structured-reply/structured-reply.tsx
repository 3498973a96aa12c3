import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../button/button';
import { countedText } from '../format';
import { MathRenderer } from '../math/math-renderer';
import { ContentAudio } from '../rich-text/content-audio';
import { Markdown } from '../rich-text/markdown';
import { useUiStrings } from '../strings-context';
import { ReplyImages, type OpenImages } from './reply-images';
import { structuredReplyStrings } from './strings';
import type {
  ExerciseView,
  LearningSessionView,
  ReplyCorrectness,
  ReplyStepView,
  StructuredReplyKind,
  StructuredReplyView,
} from './types';
import './structured-reply.css';

type Strings = typeof structuredReplyStrings;
type Reply<K extends StructuredReplyKind> = Extract<StructuredReplyView, { type: K }>;

/** What a renderer may call back into the screen. */
export interface StructuredReplyActions {
  /** opens the image viewer at one of the reply's images */
  onOpenImages?: OpenImages;
  /** opens the exercise platform on an exercise a reply offers */
  onOpenExercise?: (exercise: ExerciseView) => void;
  /** opens the learning-session slides a reply carries */
  onOpenLearningSession?: (session: LearningSessionView) => void;
}

interface RendererProps<K extends StructuredReplyKind> extends StructuredReplyActions {
  reply: Reply<K>;
  strings: Strings;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** Prose of a reply: markdown with math (skipped when empty). */
function Prose({ text }: { text: string | undefined }) {
  return text && text.trim() !== '' ? <Markdown source={text} /> : null;
}

/** A labelled list of markdown items, skipped when empty. */
function ItemList({
  title,
  items,
  ordered,
}: {
  title: string;
  items?: readonly string[];
  ordered?: boolean;
}) {
  if (!items || items.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="hv-reply__part">
      <p className="hv-reply__label">{title}</p>
      <List className="hv-reply__list">
        {items.map((item, index) => (
          <li key={index}>
            <Markdown source={item} />
          </li>
        ))}
      </List>
    </section>
  );
}

function Steps({ title, steps }: { title: string; steps?: readonly ReplyStepView[] }) {
  if (!steps || steps.length === 0) return null;
  return (
    <section className="hv-reply__part">
      <p className="hv-reply__label">{title}</p>
      <ol className="hv-reply__list hv-reply__steps">
        {steps.map((step, index) => (
          <li key={index}>
            <Markdown source={step.description} />
            {step.latex && <MathRenderer tex={step.latex} display />}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Title({ children }: { children: ReactNode }) {
  return <p className="hv-reply__title">{children}</p>;
}

function CorrectnessBadge({ value, strings }: { value: ReplyCorrectness; strings: Strings }) {
  const label =
    value === 'correct'
      ? strings.correct
      : value === 'incorrect'
        ? strings.incorrect
        : strings.partiallyCorrect;
  const mark = value === 'correct' ? '✓' : value === 'incorrect' ? '✗' : '≈';
  return (
    <p className="hv-reply__badge" data-state={value}>
      <span aria-hidden="true">{mark}</span> {label}
    </p>
  );
}

function Verdict({ correct, label, strings }: { correct: boolean; label: string; strings: Strings }) {
  return (
    <span className="hv-reply__verdict" data-state={correct ? 'correct' : 'incorrect'}>
      <span aria-hidden="true">{correct ? '✓' : '✗'}</span>
      <span className="hv-visually-hidden">{correct ? strings.stepCorrect : strings.stepIncorrect}</span>{' '}
      {label}
    </span>
  );
}

const renderers: { [K in StructuredReplyKind]: (props: RendererProps<K>) => ReactNode } = {
  math_explanation: ({ reply, strings }) => (
    <>
      <Prose text={reply.text} />
      <MathRenderer tex={reply.latex} display />
      <Steps title={strings.steps} steps={reply.steps} />
    </>
  ),
  feedback: ({ reply, strings }) => (
    <>
      <CorrectnessBadge value={reply.correctness} strings={strings} />
      {reply.steps.length > 0 && (
        <section className="hv-reply__part">
          <p className="hv-reply__label">{strings.steps}</p>
          <ol className="hv-reply__list">
            {reply.steps.map((step, index) => (
              <li key={index}>
                <Verdict correct={step.correct} label={step.description} strings={strings} />
                <Prose text={step.explanation} />
              </li>
            ))}
          </ol>
        </section>
      )}
      <ItemList title={strings.suggestions} items={reply.improvement_suggestions} />
      <ItemList title={strings.nextSteps} items={reply.next_steps} />
    </>
  ),
  document_explanation: ({ reply }) => (
    <>
      <Title>{reply.title}</Title>
      <Prose text={reply.summary} />
      {reply.sections.map((section, index) => (
        <section key={index} className="hv-reply__part">
          <p className="hv-reply__label">{section.title}</p>
          <Prose text={section.content} />
        </section>
      ))}
    </>
  ),
  conversation: ({ reply }) => <Prose text={reply.text} />,
  teaching: ({ reply, strings }) => (
    <>
      <Title>{reply.title}</Title>
      <Prose text={reply.content} />
      <ItemList title={strings.examples} items={reply.examples} />
      {reply.check_question && (
        <aside className="hv-reply__callout">
          <p className="hv-reply__label">{strings.checkQuestion}</p>
          <Prose text={reply.check_question} />
        </aside>
      )}
    </>
  ),
  problem_walkthrough: ({ reply, strings }) => (
    <>
      <div className="hv-reply__problem">
        <Prose text={reply.problem} />
      </div>
      <Steps title={strings.steps} steps={reply.steps} />
      {reply.answer && (
        <div className="hv-reply__answer">
          <strong>{strings.answer}</strong>
          <Markdown source={reply.answer} />
        </div>
      )}
    </>
  ),
  open_practice: ({ reply, strings }) => (
    <>
      <div className="hv-reply__problem">
        <Prose text={reply.question} />
      </div>
      {reply.hints?.map((hint, index) => (
        <details key={index} className="hv-reply__hint">
          <summary>{fill(strings.hint, { n: index + 1 })}</summary>
          <Prose text={hint} />
        </details>
      ))}
    </>
  ),
  wrapup: ({ reply, strings }) => (
    <>
      <Prose text={reply.summary} />
      <ItemList title={strings.keyPoints} items={reply.key_points} />
      <ItemList title={strings.nextSteps} items={reply.next_steps} />
    </>
  ),
  explanation: ({ reply }) => (
    <>
      {reply.title && <Title>{reply.title}</Title>}
      <Prose text={reply.content} />
    </>
  ),
  text: ({ reply }) => <Prose text={reply.text} />,
  image: ({ reply, onOpenImages }) => (
    <figure className="hv-reply__figure">
      <ReplyImages urls={[reply.url]} alt={reply.alt} onOpenImages={onOpenImages} />
      {reply.caption && <figcaption>{reply.caption}</figcaption>}
    </figure>
  ),
  exercise_session: ({ reply, strings, onOpenExercise }) => (
    <>
      <Prose text={reply.message} />
      <div className="hv-reply__card">
        <p className="hv-reply__title">{fill(strings.exercise, { topic: reply.exercise_data.topic })}</p>
        <Prose text={reply.exercise_data.description} />
        {onOpenExercise && (
          <Button size="sm" onClick={() => onOpenExercise(reply.exercise_data)}>
            {strings.openExercise}
          </Button>
        )}
      </div>
    </>
  ),
  exercise_session_result: ({ reply, strings }) => (
    <>
      <CorrectnessBadge value={reply.correctness} strings={strings} />
      <Prose text={reply.feedback} />
      {reply.sections && reply.sections.length > 0 && (
        <section className="hv-reply__part">
          <p className="hv-reply__label">{strings.sections}</p>
          <ul className="hv-reply__list">
            {reply.sections.map((section) => (
              <li key={section.id}>
                <Verdict
                  correct={section.correct}
                  label={fill(strings.sectionResult, { id: section.id })}
                  strings={strings}
                />
                <Prose text={section.comment} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  ),
  learning_session: ({ reply, strings, onOpenLearningSession }) => (
    <>
      <Prose text={reply.message} />
      <div className="hv-reply__card">
        <p className="hv-reply__title">{reply.learning_session_data.title}</p>
        <p className="hv-reply__meta">
          {countedText(reply.learning_session_data.learning_slides.length, {
            one: strings.slideCountOne,
            two: strings.slideCountTwo,
            other: strings.slideCount,
          })}
        </p>
        {onOpenLearningSession && (
          <Button size="sm" onClick={() => onOpenLearningSession(reply.learning_session_data)}>
            {fill(strings.openSlides, { title: reply.learning_session_data.title })}
          </Button>
        )}
      </div>
    </>
  ),
  learning_session_result: ({ reply, strings }) => (
    <>
      <p className="hv-reply__badge" data-state={reply.completed ? 'correct' : 'partially_correct'}>
        <span aria-hidden="true">{reply.completed ? '✓' : '…'}</span>{' '}
        {reply.completed ? strings.topicCompleted : strings.topicNotCompleted}
      </p>
      <Prose text={reply.message} />
    </>
  ),
  introduction_summary: ({ reply, strings }) => (
    <>
      <Prose text={reply.summary} />
      <ItemList title={strings.goals} items={reply.goals} />
    </>
  ),
  learning_session_error: ({ reply }) => (
    <div className="hv-reply__error" role="alert">
      <Prose text={reply.message} />
    </div>
  ),
  introduction: ({ reply }) => <Prose text={reply.message} />,
  content: ({ reply, strings, onOpenImages }) => (
    <>
      {reply.paragraphs?.map((paragraph, index) => (
        <Prose key={index} text={paragraph} />
      ))}
      <ReplyImages urls={reply.image_urls ?? []} onOpenImages={onOpenImages} />
      {reply.audio_urls?.map((url, index) => (
        <ContentAudio key={index} src={url} label={fill(strings.audio, { n: index + 1 })} />
      ))}
    </>
  ),
};

export interface StructuredReplyProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, StructuredReplyActions {
  /** the reply, one of the 19 types */
  reply: StructuredReplyView;
}

/** One structured reply of the tutor, rendered by its type's renderer; formulas are LTR islands. */
export const StructuredReply = forwardRef<HTMLDivElement, StructuredReplyProps>(function StructuredReply(
  { reply, onOpenImages, onOpenExercise, onOpenLearningSession, className, ...rest },
  ref,
) {
  const strings = useUiStrings('structuredReply', structuredReplyStrings);
  const Render = renderers[reply.type] as (props: RendererProps<StructuredReplyKind>) => ReactNode;
  return (
    <div
      {...rest}
      ref={ref}
      className={['hv-reply', className].filter(Boolean).join(' ')}
      data-type={reply.type}
    >
      <Render
        reply={reply}
        strings={strings}
        onOpenImages={onOpenImages}
        onOpenExercise={onOpenExercise}
        onOpenLearningSession={onOpenLearningSession}
      />
    </div>
  );
});
