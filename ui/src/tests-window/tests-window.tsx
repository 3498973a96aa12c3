import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import { ChoiceGroup, type ChoiceMark } from '../choice-group/choice-group';
import { contentAttributes, fillTemplate, type ContentAttributes } from '../format';
import { LoadStateView, type LoadState } from '../load-state/load-state';
import { RichText } from '../rich-text/rich-text';
import { ScoreBadge } from '../score-badge/score-badge';
import { useUiStrings } from '../strings-context';
import type { UiStrings } from '../strings';
import { Window, testsWindowPreset } from '../window';
import type { Point } from '../window/geometry';
import { testsWindowStrings } from './strings';
import {
  TIMER_TICK_MS,
  UNANSWERED,
  canGoNext,
  canSubmit,
  formatClock,
  hasCountdown,
  remainingSeconds,
  scoreTest,
  testCategories,
  type TestCategoryId,
  type TestResult,
} from './test-session';
// The package index's own tokens import can be tree-shaken away, so each component brings them.
import '../tokens.css';
import '../panel-parts/panel-parts.css';
import './tests-window.css';

/** One question of a timed test: four options, one right. */
export interface TestQuestionItem {
  id: string;
  /** the question, with `$…$` math */
  question: string;
  options: readonly string[];
  /** the index of the right option */
  correctIndex: number;
  /** shown in the review after submitting */
  explanation?: string;
}

/** One card of a category's list, and the test it starts. */
export interface TimedTestItem {
  id: string;
  title: string;
  description: string;
  /** minutes; 0 means no countdown */
  timeLimitMinutes: number;
  /** percent needed to pass */
  passingScore: number;
  questions: readonly TestQuestionItem[];
}

export interface TestsWindowProps {
  /** false unmounts the window */
  open?: boolean;
  /** the close button and Escape */
  onClose: () => void;
  /** the open category, or null for the three category cards */
  category: TestCategoryId | null;
  /** the learner picked a category */
  onSelectCategory: (category: TestCategoryId) => void;
  /** back from a category's list to the cards */
  onBackToCategories: () => void;
  /** the open category's tests */
  tests: LoadState<readonly TimedTestItem[]>;
  /** retries loading the category */
  onRetryTests?: () => void;
  /** called exactly once per taken test: by Submit Test, or when the timer reaches zero */
  onSubmitTest: (test: TimedTestItem, result: TestResult) => void;
  /** Finish Test on the results view */
  onFinish: () => void;
  /** the clock (ms since the epoch); injectable so stories can run a test's time out quickly */
  now?: () => number;
  /** judges one chosen option when the test is submitted; default: the option's index equals `correctIndex` */
  judgeAnswer?: (test: TimedTestItem, question: TestQuestionItem, selected: number) => boolean;
  /** the language of the course content (default he) */
  contentLang?: string;
  /** where the window opens; centred when absent */
  defaultPosition?: Point;
}

type Strings = UiStrings['testsWindow'];

const categoryText: Record<TestCategoryId, { title: keyof Strings; description: keyof Strings }> = {
  'entry-level': { title: 'entryLevel', description: 'entryLevelDescription' },
  'mid-course': { title: 'midCourse', description: 'midCourseDescription' },
  final: { title: 'final', description: 'finalDescription' },
};

/**
 * The tests window (draggable and resizable, 800×600 up to 1600×1000): 'Test Categories' with three cards →
 * the category's tests (minutes, questions, passing score) → taking a test (m:ss countdown that submits once
 * at zero, 'Question N of M', Previous / Next / Submit Test) → 'Test Results' with Back to Tests and Finish Test.
 */
export function TestsWindow({
  open = true,
  onClose,
  category,
  onSelectCategory,
  onBackToCategories,
  tests,
  onRetryTests,
  onSubmitTest,
  onFinish,
  now = Date.now,
  judgeAnswer,
  contentLang = 'he',
  defaultPosition,
}: TestsWindowProps) {
  const strings = useUiStrings('testsWindow', testsWindowStrings);
  const content = contentAttributes(contentLang);
  const [taking, setTaking] = useState<TimedTestItem | null>(null);
  const [result, setResult] = useState<{ test: TimedTestItem; result: TestResult; timedOut: boolean } | null>(
    null,
  );
  const [shownCategory, setShownCategory] = useState(category);
  if (shownCategory !== category) {
    // Another category (or the cards) resets the test in progress.
    setShownCategory(category);
    setTaking(null);
    setResult(null);
  }

  const backToTests = () => {
    setResult(null);
    setTaking(null);
  };

  return (
    <Window
      {...testsWindowPreset}
      open={open}
      title={strings.title}
      onClose={onClose}
      defaultPosition={defaultPosition}
      className="hv-tests"
    >
      <div className="hv-tests__body">
        {category === null && <Categories strings={strings} onSelect={onSelectCategory} />}
        {category !== null && result !== null && (
          <Results
            strings={strings}
            test={result.test}
            result={result.result}
            timedOut={result.timedOut}
            onBack={backToTests}
            onFinish={onFinish}
            content={content}
          />
        )}
        {category !== null && result === null && taking !== null && (
          <Taking
            key={taking.id}
            strings={strings}
            test={taking}
            now={now}
            judge={judgeAnswer}
            content={content}
            onSubmit={(outcome, timedOut) => {
              setResult({ test: taking, result: outcome, timedOut });
              onSubmitTest(taking, outcome);
            }}
          />
        )}
        {category !== null && result === null && taking === null && (
          <section className="hv-tests__list-view">
            <div className="hv-tests__toolbar">
              <Button variant="ghost" size="sm" onClick={onBackToCategories}>
                {strings.backToCategories}
              </Button>
            </div>
            <h3 className="hv-tests__heading">{strings[categoryText[category].title]}</h3>
            <LoadStateView
              state={tests}
              loadingLabel={strings.loadingTests}
              emptyLabel={strings.noTests}
              onRetry={onRetryTests}
            >
              {(items) => (
                <ul className="hv-card-list hv-tests__list">
                  {items.map((test) => (
                    <li key={test.id} className="hv-tests__card">
                      <h4 className="hv-tests__card-title" {...content}>
                        {test.title}
                      </h4>
                      <RichText
                        as="p"
                        className="hv-tests__card-description"
                        text={test.description}
                        {...content}
                      />
                      <ul className="hv-tests__meta">
                        <li>
                          {hasCountdown(test.timeLimitMinutes)
                            ? fillTemplate(strings.timeLimit, { n: test.timeLimitMinutes })
                            : strings.noTimeLimit}
                        </li>
                        <li>{fillTemplate(strings.questionCount, { n: test.questions.length })}</li>
                        <li>{fillTemplate(strings.passingScore, { n: test.passingScore })}</li>
                      </ul>
                      <Button
                        size="sm"
                        aria-label={`${strings.startTest}: ${test.title}`}
                        onClick={() => setTaking(test)}
                      >
                        {strings.startTest}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </LoadStateView>
          </section>
        )}
      </div>
    </Window>
  );
}

function Categories({
  strings,
  onSelect,
}: {
  strings: Strings;
  onSelect: (category: TestCategoryId) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="hv-tests__heading">
        {strings.categoriesTitle}
      </h3>
      <ul className="hv-card-list hv-tests__categories">
        {testCategories.map((id) => (
          <li key={id}>
            <button
              type="button"
              className="hv-card-button hv-tests__category"
              data-category={id}
              onClick={() => onSelect(id)}
            >
              <span className="hv-card-button__title hv-tests__category-title">
                {strings[categoryText[id].title]}
              </span>
              <span className="hv-card-button__text">{strings[categoryText[id].description]}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Taking({
  strings,
  test,
  now,
  judge,
  content,
  onSubmit,
}: {
  strings: Strings;
  test: TimedTestItem;
  now: () => number;
  judge?: TestsWindowProps['judgeAnswer'];
  content: ContentAttributes;
  onSubmit: (result: TestResult, timedOut: boolean) => void;
}) {
  const questionId = useId();
  const [startedAt] = useState(now);
  const [selected, setSelected] = useState<number[]>(() => test.questions.map(() => UNANSWERED));
  const [index, setIndex] = useState(0);
  const submitted = useRef(false);
  const timed = hasCountdown(test.timeLimitMinutes);
  const deadline = startedAt + test.timeLimitMinutes * 60_000;
  const [left, setLeft] = useState(() => remainingSeconds(deadline, now()));

  // The latest answers and callback for the timer, which must not restart on every choice.
  const latest = useRef({ selected, onSubmit, now, judge });
  useEffect(() => {
    latest.current = { selected, onSubmit, now, judge };
  });

  const submit = (timedOut: boolean) => {
    // Submit happens once: by the button or by the timer, whichever comes first (docs/requirements.md#learning-space-states).
    if (submitted.current) return;
    submitted.current = true;
    const { selected: answers, onSubmit: report, now: clock, judge: judgeChoice } = latest.current;
    const seconds = (clock() - startedAt) / 1000;
    const byJudge = judgeChoice
      ? (question: TestQuestionItem, choice: number) => judgeChoice(test, question, choice)
      : undefined;
    report(scoreTest(test.questions, answers, test.passingScore, seconds, byJudge), timedOut);
  };
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });

  useEffect(() => {
    if (!timed) return;
    const tick = () => {
      const remaining = remainingSeconds(deadline, latest.current.now());
      setLeft(remaining);
      if (remaining === 0) submitRef.current(true);
    };
    const timer = setInterval(tick, TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [deadline, timed]);

  const question = test.questions[index];
  if (!question) return null;
  const last = index === test.questions.length - 1;

  return (
    <section className="hv-tests__taking" aria-label={test.title}>
      <header className="hv-tests__taking-header">
        <h3 className="hv-tests__heading" {...content}>
          {test.title}
        </h3>
        {timed && (
          <p className="hv-tests__timer" data-urgent={left <= 60 || undefined}>
            <span className="hv-tests__timer-label">{strings.timeLeft}</span>{' '}
            <span role="timer" aria-label={strings.timeLeft} dir="ltr">
              {formatClock(left)}
            </span>
          </p>
        )}
      </header>
      <p className="hv-tests__counter">
        {fillTemplate(strings.questionOf, { n: index + 1, total: test.questions.length })}
      </p>
      <RichText id={questionId} className="hv-tests__question" text={question.question} {...content} />
      <ChoiceGroup
        key={question.id}
        options={question.options}
        value={selected[index] === UNANSWERED ? null : (selected[index] ?? null)}
        onValueChange={(choice) =>
          setSelected((current) => current.map((value, position) => (position === index ? choice : value)))
        }
        labelledBy={questionId}
        {...content}
      />
      <div className="hv-button-row">
        <Button variant="secondary" size="sm" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {strings.previous}
        </Button>
        {!last && (
          <Button
            variant="secondary"
            size="sm"
            disabled={!canGoNext(index, selected)}
            onClick={() => setIndex(index + 1)}
          >
            {strings.next}
          </Button>
        )}
        <Button
          size="sm"
          className="hv-button-row__end"
          disabled={!canSubmit(selected)}
          onClick={() => submit(false)}
        >
          {strings.submit}
        </Button>
      </div>
    </section>
  );
}

function Results({
  strings,
  test,
  result,
  timedOut,
  onBack,
  onFinish,
  content,
}: {
  strings: Strings;
  test: TimedTestItem;
  result: TestResult;
  timedOut: boolean;
  onBack: () => void;
  onFinish: () => void;
  content: ContentAttributes;
}) {
  const headingId = useId();
  return (
    <section className="hv-tests__results" aria-labelledby={headingId} data-passed={result.passed}>
      <h3 id={headingId} className="hv-tests__heading">
        {strings.resultsTitle}
      </h3>
      {timedOut && (
        <p role="status" className="hv-inline-notice" data-tone="warning">
          {strings.timeUp}
        </p>
      )}
      <div className="hv-tests__summary">
        <ScoreBadge score={result.score} />
        <p className="hv-tests__verdict" data-passed={result.passed}>
          {result.passed ? strings.passed : strings.failed}
        </p>
        <p className="hv-tests__stat">
          {fillTemplate(strings.correctCount, { correct: result.correctCount, total: result.total })}
        </p>
        <p className="hv-tests__stat">{fillTemplate(strings.passingScore, { n: result.passingScore })}</p>
        <p className="hv-tests__stat">
          {strings.timeSpent} <span dir="ltr">{formatClock(result.timeSpent)}</span>
        </p>
      </div>
      <div className="hv-button-row">
        <Button variant="secondary" size="sm" onClick={onBack}>
          {strings.backToTests}
        </Button>
        <Button size="sm" onClick={onFinish}>
          {strings.finishTest}
        </Button>
      </div>
      <h4 className="hv-tests__review-title">{strings.review}</h4>
      <ol className="hv-tests__review">
        {test.questions.map((question, index) => {
          const answer = result.answers[index];
          const chosen = answer?.selectedAnswer ?? UNANSWERED;
          const marks: Record<number, ChoiceMark> = { [question.correctIndex]: 'correct' };
          if (chosen !== UNANSWERED && chosen !== question.correctIndex) marks[chosen] = 'incorrect';
          const reviewId = `${headingId}-${index}`;
          return (
            <li key={question.id} className="hv-tests__review-item" data-correct={answer?.isCorrect ?? false}>
              <RichText id={reviewId} text={question.question} {...content} />
              {chosen === UNANSWERED && <p className="hv-tests__unanswered">{strings.notAnswered}</p>}
              <ChoiceGroup
                options={question.options}
                value={chosen === UNANSWERED ? null : chosen}
                onValueChange={() => undefined}
                disabled
                marks={marks}
                labelledBy={reviewId}
                {...content}
              />
              {question.explanation && (
                <RichText className="hv-tests__explanation" text={question.explanation} {...content} />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
