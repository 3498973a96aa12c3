import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../button/button';
import { ChoiceGroup } from '../choice-group/choice-group';
import { contentAttributes, fillTemplate, type ContentAttributes } from '../format';
import { LoadStateView, type LoadState } from '../load-state/load-state';
import { RichText } from '../rich-text/rich-text';
import { useUiStrings } from '../strings-context';
import { useMountedRef } from '../use-mounted';
import type { UiStrings } from '../strings';
import { Window, practiceWindowPreset } from '../window';
import type { Point } from '../window/geometry';
import {
  FEEDBACK_POPUP_MS,
  elapsedSeconds,
  isSubmittable,
  problemNavigation,
  revealNextHint,
  type PracticeAnswer,
  type PracticeProblemKind,
  type PracticeVerdict,
  type ProblemPhase,
} from './practice-state';
import { practiceProblemsStrings } from './strings';
// The package index's own tokens import can be tree-shaken away, so each component brings them.
import '../tokens.css';
import '../panel-parts/panel-parts.css';
import './practice-problems.css';

/** One card of the subjects list. */
export interface PracticeSubjectItem {
  /** the subject's id */
  id: string;
  /** its name */
  name: string;
  /** one line about it */
  description: string;
}

/** One problem as the window shows it; question, options, hints and explanation may hold `$…$` math. */
export interface PracticeProblemItem {
  /** a stable key */
  id: string;
  /** how it is answered */
  kind: PracticeProblemKind;
  /** the question */
  question: string;
  /** the options of a multiple-choice problem */
  options?: readonly string[];
  /** the hint ladder, nudge first; revealed one at a time */
  hints: readonly string[];
  /** shown once the problem is answered */
  explanation: string;
  /** a line under a typed answer's field, read with it ("the order matters here") */
  note?: string;
  /** a proof problem's model proof and checklist, shown with the explanation */
  proof?: PracticeProofView;
}

/** A proof problem's answer: the model proof and what a complete proof states, and why. */
export interface PracticeProofView {
  /** the model proof's steps, in order (may hold `$…$` math) */
  steps: readonly string[];
  /** each statement a complete proof makes and its reason */
  checklist: readonly { statement: string; reason: string }[];
}

/** What the window sends when the learner asks the tutor about a written proof. */
export interface PracticeDiscussion {
  /** the problem's position in the subject */
  problemIndex: number;
  /** the learner's proof as typed */
  proof: string;
}

/** The checker's answer for one attempt. */
export interface PracticeCheck {
  /** correct and incorrect lock the problem with the popup; unjudged locks it without one; unparseable lets the learner try again */
  verdict: PracticeVerdict;
  /**
   * why an answer was unparseable, or what was found in an unjudged one (a proof's checklist items stated
   * with their reason), already in the learner's language
   */
  message?: string;
}

/** What the window reports when the learner submits an answer. */
export interface PracticeAttempt {
  /** the problem's position in the subject */
  problemIndex: number;
  /** the chosen option's index, or the typed text */
  answer: PracticeAnswer;
  /** whole seconds from showing the problem to submitting */
  timeSpentSeconds: number;
}

/** The open subject: its name and its problems. */
export interface PracticeSubjectView {
  /** the subject's id (a new id starts a new session at problem 1) */
  id: string;
  /** its name, shown above each problem */
  name: string;
  /** its problems */
  problems: LoadState<readonly PracticeProblemItem[]>;
}

export interface PracticeProblemsProps {
  /** false unmounts the window */
  open?: boolean;
  /** the close button, Escape, and Back to Subjects on the subjects list */
  onClose: () => void;
  /** the subjects list */
  subjects: LoadState<readonly PracticeSubjectItem[]>;
  /** retries loading the subjects */
  onRetrySubjects?: () => void;
  /** the open subject, or null for the subjects list */
  subject: PracticeSubjectView | null;
  /** retries loading the open subject's problems */
  onRetryProblems?: () => void;
  /** the learner picked a subject */
  onSelectSubject: (subjectId: string) => void;
  /** Back to Subjects while a subject is open */
  onBackToSubjects: () => void;
  /** checks (and records) one answer */
  onAnswer: (attempt: PracticeAttempt) => Promise<PracticeCheck>;
  /** Finish Practice */
  onFinish: () => void;
  /** sends a written proof to the tutor; without it a proof problem has no send button */
  onDiscuss?: (discussion: PracticeDiscussion) => Promise<void>;
  /** the language of the course content (default he); questions take its direction */
  contentLang?: string;
  /** where the window opens; centred when absent */
  defaultPosition?: Point;
}

type Strings = UiStrings['practiceProblems'];

/**
 * The practice problems window (draggable, −500..500 × −300..300 px): 'Select a Subject' → 'Problem N of M'
 * with the subject's name, the question and its answer field, a hint ladder, the 2-second correct/incorrect
 * popup, the explanation, Previous/Next once answered, Finish Practice once anything was answered.
 */
export function PracticeProblems({
  open = true,
  onClose,
  subjects,
  onRetrySubjects,
  subject,
  onRetryProblems,
  onSelectSubject,
  onBackToSubjects,
  onAnswer,
  onFinish,
  onDiscuss,
  contentLang = 'he',
  defaultPosition,
}: PracticeProblemsProps) {
  const strings = useUiStrings('practiceProblems', practiceProblemsStrings);
  const headingId = useId();
  const content = contentAttributes(contentLang);
  // Picking a subject (or going back) replaces the button that had focus; focus stays in the window
  // rather than falling to the page's body.
  const windowRef = useRef<HTMLElement>(null);
  const openSubjectId = subject?.id ?? null;
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) windowRef.current?.focus({ preventScroll: true });
  }, [openSubjectId]);
  return (
    <Window
      ref={windowRef}
      {...practiceWindowPreset}
      open={open}
      title={strings.title}
      onClose={onClose}
      defaultPosition={defaultPosition}
      className="hv-practice"
    >
      <div className="hv-practice__body">
        {subject === null ? (
          <section className="hv-practice__subjects" aria-labelledby={headingId}>
            <h3 id={headingId} className="hv-practice__heading">
              {strings.selectSubject}
            </h3>
            <LoadStateView
              state={subjects}
              loadingLabel={strings.loadingSubjects}
              emptyLabel={strings.noSubjects}
              onRetry={onRetrySubjects}
            >
              {(items) => (
                <ul className="hv-card-list">
                  {items.map((item) => (
                    <li key={item.id}>
                      <button
                        type="button"
                        className="hv-card-button"
                        onClick={() => onSelectSubject(item.id)}
                      >
                        <span className="hv-card-button__title" {...content}>
                          {item.name}
                        </span>
                        <span className="hv-card-button__text" {...content}>
                          {item.description}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </LoadStateView>
          </section>
        ) : (
          <LoadStateView
            state={subject.problems}
            loadingLabel={strings.loadingProblems}
            emptyLabel={strings.noProblems}
            onRetry={onRetryProblems}
          >
            {(problems) => (
              <ProblemSession
                key={subject.id}
                strings={strings}
                subjectName={subject.name}
                problems={problems}
                onAnswer={onAnswer}
                onFinish={onFinish}
                onDiscuss={onDiscuss}
                content={content}
              />
            )}
          </LoadStateView>
        )}
        <div className="hv-practice__footer">
          <Button variant="ghost" size="sm" onClick={subject === null ? onClose : onBackToSubjects}>
            {strings.backToSubjects}
          </Button>
        </div>
      </div>
    </Window>
  );
}

function ProblemSession({
  strings,
  subjectName,
  problems,
  onAnswer,
  onFinish,
  onDiscuss,
  content,
}: {
  strings: Strings;
  subjectName: string;
  problems: readonly PracticeProblemItem[];
  onAnswer: PracticeProblemsProps['onAnswer'];
  onFinish: () => void;
  onDiscuss: PracticeProblemsProps['onDiscuss'];
  content: ContentAttributes;
}) {
  const [index, setIndex] = useState(0);
  const [answeredAny, setAnsweredAny] = useState(false);
  const problem = problems[Math.min(index, problems.length - 1)];
  if (!problem) return null;
  return (
    <ProblemCard
      // A new problem starts afresh: answer, phase, hints and timer (docs/requirements.md#learning-space-states).
      key={`${index}-${problem.id}`}
      strings={strings}
      subjectName={subjectName}
      problem={problem}
      index={index}
      total={problems.length}
      onAnswer={async (attempt) => {
        const check = await onAnswer(attempt);
        if (check.verdict !== 'unparseable') setAnsweredAny(true);
        return check;
      }}
      showFinish={answeredAny}
      onFinish={onFinish}
      onMove={(step) => setIndex((current) => current + step)}
      onDiscuss={onDiscuss && ((proof) => onDiscuss({ problemIndex: index, proof }))}
      content={content}
    />
  );
}

function ProblemCard({
  strings,
  subjectName,
  problem,
  index,
  total,
  onAnswer,
  showFinish,
  onFinish,
  onMove,
  onDiscuss,
  content,
}: {
  strings: Strings;
  subjectName: string;
  problem: PracticeProblemItem;
  index: number;
  total: number;
  onAnswer: (attempt: PracticeAttempt) => Promise<PracticeCheck>;
  showFinish: boolean;
  onFinish: () => void;
  onMove: (step: -1 | 1) => void;
  onDiscuss?: (proof: string) => Promise<void>;
  content: ContentAttributes;
}) {
  const questionId = useId();
  const [answer, setAnswer] = useState<PracticeAnswer | null>(null);
  const [phase, setPhase] = useState<ProblemPhase>('unanswered');
  const [verdict, setVerdict] = useState<PracticeVerdict | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [finding, setFinding] = useState<string | null>(null);
  const [hintsShown, setHintsShown] = useState(0);
  const [startedAt] = useState(() => Date.now());
  const live = useMountedRef();

  // The popup shows for 2 s, then the explanation (docs/requirements.md#learning-space-states, #learning-space-limits).
  useEffect(() => {
    if (phase !== 'feedback') return;
    const timer = setTimeout(() => setPhase('answered'), FEEDBACK_POPUP_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const locked = phase !== 'unanswered';
  const canSubmit = phase === 'unanswered' && isSubmittable(problem.kind, answer);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setPhase('checking');
    setNotice(null);
    try {
      const check = await onAnswer({
        problemIndex: index,
        answer: typeof answer === 'string' ? answer.trim() : (answer ?? ''),
        timeSpentSeconds: elapsedSeconds(startedAt, Date.now()),
      });
      if (!live.current) return;
      if (check.verdict === 'unparseable') {
        setNotice(check.message ?? strings.unparseable);
        setPhase('unanswered');
        return;
      }
      setVerdict(check.verdict);
      setFinding(check.verdict === 'unjudged' ? (check.message ?? null) : null);
      // No popup without a verdict: an open question goes straight to its explanation.
      setPhase(check.verdict === 'unjudged' ? 'answered' : 'feedback');
    } catch {
      if (!live.current) return;
      setNotice(strings.checkFailed);
      setPhase('unanswered');
    }
  };

  const navigation = problemNavigation(index, total, phase);
  const marks =
    problem.kind === 'multiple-choice' && typeof answer === 'number' && verdict && verdict !== 'unjudged'
      ? { [answer]: verdict === 'correct' ? ('correct' as const) : ('incorrect' as const) }
      : undefined;

  return (
    <article className="hv-practice__problem" data-phase={phase} data-verdict={verdict ?? undefined}>
      <header className="hv-practice__problem-header">
        <p className="hv-practice__counter">{fillTemplate(strings.problemOf, { n: index + 1, total })}</p>
        <p className="hv-practice__subject-label" {...content}>
          {subjectName}
        </p>
      </header>
      <form className="hv-practice__form" onSubmit={submit}>
        <RichText id={questionId} className="hv-practice__question" text={problem.question} {...content} />
        {problem.kind === 'multiple-choice' ? (
          <ChoiceGroup
            options={problem.options ?? []}
            value={typeof answer === 'number' ? answer : null}
            onValueChange={setAnswer}
            disabled={locked}
            marks={marks}
            labelledBy={questionId}
            {...content}
          />
        ) : (
          <TypedAnswer
            kind={problem.kind}
            note={problem.note}
            strings={strings}
            value={typeof answer === 'string' ? answer : ''}
            onChange={setAnswer}
            disabled={locked}
            content={content}
          />
        )}
        {notice && (
          <p role="alert" className="hv-inline-notice" data-tone="warning">
            {notice}
          </p>
        )}
        {phase !== 'answered' && (
          <div className="hv-button-row">
            <Button
              type="submit"
              variant={problem.kind === 'proof' ? 'secondary' : undefined}
              disabled={!canSubmit}
              loading={phase === 'checking'}
            >
              {phase === 'checking'
                ? strings.checking
                : problem.kind === 'proof'
                  ? strings.showProof
                  : strings.submit}
            </Button>
          </div>
        )}
      </form>
      {problem.kind === 'proof' && onDiscuss && (
        <ProofDiscussion
          strings={strings}
          proof={typeof answer === 'string' ? answer : ''}
          onDiscuss={onDiscuss}
        />
      )}
      <HintLadder
        strings={strings}
        hints={problem.hints}
        shown={hintsShown}
        onReveal={() => setHintsShown((current) => revealNextHint(current, problem.hints.length))}
        content={content}
      />
      {phase === 'feedback' && verdict && (
        <div className="hv-practice__popup" role="status" data-verdict={verdict}>
          <span aria-hidden="true" className="hv-practice__popup-icon">
            {verdict === 'correct' ? '✓' : '✗'}
          </span>
          {verdict === 'correct' ? strings.correct : strings.incorrect}
        </div>
      )}
      {phase === 'answered' && (
        <section className="hv-practice__explanation" aria-label={strings.explanation}>
          {(verdict === 'correct' || verdict === 'incorrect') && (
            // The popup lasts 2 s; the verdict stays beside the explanation, in words as well as colour.
            <p className="hv-practice__verdict" data-verdict={verdict}>
              <span aria-hidden="true">{verdict === 'correct' ? '✓' : '✗'}</span>
              {verdict === 'correct' ? strings.answeredCorrect : strings.answeredIncorrect}
            </p>
          )}
          <h3 className="hv-practice__explanation-title">{strings.explanation}</h3>
          {verdict === 'unjudged' && (
            <p className="hv-inline-notice" data-tone="info">
              {finding ?? (problem.kind === 'proof' ? strings.proofUnjudged : strings.unjudged)}
            </p>
          )}
          {problem.proof && <ModelProof strings={strings} proof={problem.proof} content={content} />}
          <RichText text={problem.explanation} {...content} />
        </section>
      )}
      {(navigation.previous || navigation.next || showFinish) && (
        <div className="hv-button-row">
          {navigation.previous && (
            <Button variant="secondary" size="sm" onClick={() => onMove(-1)}>
              {strings.previous}
            </Button>
          )}
          {navigation.next && (
            <Button variant="secondary" size="sm" onClick={() => onMove(1)}>
              {strings.next}
            </Button>
          )}
          {showFinish && (
            <Button size="sm" className="hv-button-row__end" onClick={onFinish}>
              {strings.finish}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

function TypedAnswer({
  kind,
  note,
  strings,
  value,
  onChange,
  disabled,
  content,
}: {
  kind: Exclude<PracticeProblemKind, 'multiple-choice'>;
  note?: string;
  strings: Strings;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  content: ContentAttributes;
}) {
  const id = useId();
  const noteId = useId();
  const describedBy = note ? noteId : undefined;
  return (
    <div className="hv-practice__field">
      <label htmlFor={id} className="hv-practice__label">
        {kind === 'proof' ? strings.proofLabel : strings.answerLabel}
      </label>
      {kind === 'open-ended' || kind === 'proof' ? (
        <textarea
          id={id}
          className="hv-practice__input hv-practice__input--long"
          rows={kind === 'proof' ? 8 : 4}
          value={value}
          placeholder={kind === 'proof' ? strings.proofPlaceholder : strings.textPlaceholder}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          {...content}
        />
      ) : (
        <input
          id={id}
          className="hv-practice__input"
          // A numeric answer gets the number keyboard but stays a text field: a browser's number input would
          // refuse equivalent forms such as 1/2 or 3/4, which the answer checker accepts.
          type="text"
          inputMode={kind === 'numeric' ? 'decimal' : undefined}
          spellCheck={false}
          // Numbers read left to right even on a Hebrew page.
          dir={kind === 'numeric' ? 'ltr' : content.dir}
          lang={content.lang}
          value={value}
          placeholder={kind === 'numeric' ? strings.numericPlaceholder : strings.textPlaceholder}
          disabled={disabled}
          autoComplete="off"
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {note && (
        <p id={noteId} className="hv-practice__note">
          {note}
        </p>
      )}
    </div>
  );
}

function HintLadder({
  strings,
  hints,
  shown,
  onReveal,
  content,
}: {
  strings: Strings;
  hints: readonly string[];
  shown: number;
  onReveal: () => void;
  content: ContentAttributes;
}) {
  if (hints.length === 0) return null;
  return (
    <div className="hv-practice__hints">
      {shown > 0 && (
        <ol className="hv-stack-list hv-practice__hint-list">
          {hints.slice(0, shown).map((hint, index) => (
            <li key={index} className="hv-practice__hint">
              <span className="hv-practice__hint-label">
                {fillTemplate(strings.hintOf, { n: index + 1, total: hints.length })}
              </span>
              <RichText as="span" text={hint} {...content} />
            </li>
          ))}
        </ol>
      )}
      {shown < hints.length && (
        <Button variant="ghost" size="sm" onClick={onReveal}>
          {shown === 0 ? strings.showHint : strings.nextHint}
        </Button>
      )}
    </div>
  );
}

/** The model proof as numbered steps, then the checklist as a table of statements and their reasons. */
function ModelProof({
  strings,
  proof,
  content,
}: {
  strings: Strings;
  proof: PracticeProofView;
  content: ContentAttributes;
}) {
  const checklistId = useId();
  return (
    <div className="hv-practice__proof">
      <h4 className="hv-practice__proof-title">{strings.modelProof}</h4>
      <ol className="hv-practice__proof-steps">
        {proof.steps.map((step, index) => (
          <li key={index}>
            <RichText as="span" text={step} {...content} />
          </li>
        ))}
      </ol>
      <h4 id={checklistId} className="hv-practice__proof-title">
        {strings.checklist}
      </h4>
      <table className="hv-practice__checklist" aria-labelledby={checklistId}>
        <thead>
          <tr>
            <th scope="col">{strings.checklistStatement}</th>
            <th scope="col">{strings.checklistReason}</th>
          </tr>
        </thead>
        <tbody>
          {proof.checklist.map((item, index) => (
            <tr key={index}>
              <td>
                <RichText as="span" text={item.statement} {...content} />
              </td>
              <td>
                <RichText as="span" text={item.reason} {...content} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Sends the written proof to the tutor, and says whether it went. */
function ProofDiscussion({
  strings,
  proof,
  onDiscuss,
}: {
  strings: Strings;
  proof: string;
  onDiscuss: (proof: string) => Promise<void>;
}) {
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const live = useMountedRef();
  const send = async () => {
    setStatus('sending');
    try {
      await onDiscuss(proof.trim());
      if (live.current) setStatus('sent');
    } catch {
      if (live.current) setStatus('failed');
    }
  };
  return (
    <div className="hv-practice__discuss">
      <Button
        size="sm"
        disabled={proof.trim() === '' || status === 'sending'}
        loading={status === 'sending'}
        onClick={() => void send()}
      >
        {status === 'sending' ? strings.discussSending : strings.discuss}
      </Button>
      <p role="status" className="hv-practice__discuss-status">
        {status === 'sent' ? strings.discussSent : status === 'failed' ? strings.discussFailed : ''}
      </p>
    </div>
  );
}
