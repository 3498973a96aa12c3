import katex from 'katex';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupContentOf } from '../../app/src/features/learning/windows/content-popup/content-popup-window';
import { toExerciseItem } from '../../app/src/features/learning/windows/exercise/exercise-platform-window';
import {
  focusSoundPath,
  nextFocusMode,
} from '../../app/src/features/learning/windows/focus-mode/focus-audio';
import { loadGuidedTestIndex } from '../../app/src/features/learning/windows/guided-tests/load-guided-tests';
import { toSessionContent } from '../../app/src/features/learning/windows/learning-session/to-content';
import {
  loadLessons,
  resolveLessonImages,
} from '../../app/src/features/learning/windows/lessons/load-lessons';
import { sampleLessons } from '../../app/src/features/learning/windows/lessons/samples';
import { isolateInput } from '../../app/src/features/learning/windows/practice/answer-reason';
import {
  judgePracticeAnswer,
  sharedCheckAnswer,
} from '../../app/src/features/learning/windows/practice/check-answer';
import { loadPracticeSubjects } from '../../app/src/features/learning/windows/practice/load-subjects';
import {
  practiceActivity,
  practiceActivityId,
} from '../../app/src/features/learning/windows/practice/practice-progress';
import {
  createProgressSaver,
  maxPendingSaves,
} from '../../app/src/features/learning/windows/shared/save-progress';
import {
  judgeTestChoice,
  testActivity,
  toTestItem,
} from '../../app/src/features/learning/windows/tests/test-progress';
import { ApiError, configureApiClient, resetApiClientConfig } from '../../app/src/lib/api-client';
import { ActivityResult, Lesson, type PracticeProblem } from '../../backend/contract';
import {
  buildExerciseData,
  buildHalfProblem,
  buildLearningSessionData,
  buildLesson,
  buildOpenEndedProblem,
  buildSubject,
  buildTestCategoryFile,
} from '../../mocks/fixtures/content';
import { mathToPlainText } from '../../ui/src/choice-group/plain-text';
import { isLatexFormula } from '../../ui/src/exercise-platform/formulas';
import { countedText, fillTemplate, pluralForm } from '../../ui/src/format';
import { objectivesPreview, withoutLeadingTitle } from '../../ui/src/lessons-window/objectives';
import { sessionSlides, slideProgress, stepNumber } from '../../ui/src/learning-session/slides';
import { containsHebrew, splitMath } from '../../ui/src/math/tex';
import {
  elapsedSeconds,
  isSubmittable,
  problemNavigation,
  revealNextHint,
} from '../../ui/src/practice-problems/practice-state';
import {
  canGoNext,
  canSubmit,
  formatClock,
  hasCountdown,
  remainingSeconds,
  scoreTest,
} from '../../ui/src/tests-window/test-session';

const [multipleChoice, numeric, decision] = buildSubject().problems as [
  PracticeProblem,
  PracticeProblem,
  PracticeProblem,
];
const textProblem: PracticeProblem = {
  id: 't1',
  type: 'text',
  answerKind: 'words',
  question: 'איך נקרא הגרף של פונקציה ריבועית?',
  correctAnswer: 'פרבולה',
  hints: ['חשבו על צורת האות U.', 'זו עקומה סימטרית עם קודקוד.'],
  explanation: 'הגרף הוא פרבולה.',
  lesson: 'lesson-1',
};
const half = buildHalfProblem();
const essay = buildOpenEndedProblem();

describe('given a practice answer', () => {
  it.each([
    ['multiple-choice', null, false],
    ['multiple-choice', -1, false],
    ['multiple-choice', 0, true],
    ['numeric', '', false],
    ['numeric', '  ', false],
    ['numeric', '4', true],
    ['text', ' פרבולה ', true],
    ['open-ended', '\n\t', false],
  ] as const)('should decide whether a %s answer %j can be submitted: %s', (kind, answer, expected) => {
    expect(isSubmittable(kind, answer)).toBe(expected);
  });

  it.each([
    [0, 3, 'unanswered', { previous: false, next: false }],
    [1, 3, 'feedback', { previous: false, next: false }],
    [0, 3, 'answered', { previous: false, next: true }],
    [1, 3, 'answered', { previous: true, next: true }],
    [2, 3, 'answered', { previous: true, next: false }],
    [0, 1, 'answered', { previous: false, next: false }],
  ] as const)(
    'should show Previous/Next on problem %i of %i when %s as %j',
    (index, total, phase, expected) => {
      expect(problemNavigation(index, total, phase)).toEqual(expected);
    },
  );

  it.each([
    [0, 2, 1],
    [1, 2, 2],
    [2, 2, 2],
    [0, 0, 0],
  ])('should reveal hints one at a time: %i shown of %i → %i', (shown, available, expected) => {
    expect(revealNextHint(shown, available)).toBe(expected);
  });

  it('should count whole seconds and never negative ones', () => {
    expect(elapsedSeconds(1_000, 13_400)).toBe(12);
    expect(elapsedSeconds(5_000, 1_000)).toBe(0);
  });
});

describe('given the shared answer checker on practice problems', () => {
  it.each([
    ['the right option', multipleChoice, 0, 'correct'],
    ['a wrong option', multipleChoice, 2, 'incorrect'],
    ['the number as typed', numeric, '4', 'correct'],
    ['4.0 for 4', numeric, '4.0', 'correct'],
    ['x=4 for 4', numeric, 'x=4', 'correct'],
    ['8/2 for 4', numeric, '8/2', 'correct'],
    ['1/2 for 0.5', half, '1/2', 'correct'],
    ['a wrong number', numeric, '5', 'incorrect'],
    ['a broken expression', numeric, '2x+', 'unparseable'],
    ['words where a number is asked', numeric, 'ארבע', 'unparseable'],
    ['text with extra spaces', textProblem, '  פרבולה ', 'correct'],
    ['other text', textProblem, 'ישר', 'incorrect'],
    ['the text key itself', decision, 'דוחים את השערת האפס', 'correct'],
    ['an accept form', decision, 'reject H0', 'correct'],
    ['an accept form with H0 for H₀', decision, 'דוחים את H0', 'correct'],
    ['text matching neither key nor forms', decision, 'לא דוחים', 'incorrect'],
  ])('should judge %s', (_name, problem, answer, verdict) => {
    expect(judgePracticeAnswer(problem, answer)?.verdict).toBe(verdict);
  });

  it('should leave an open-ended answer unjudged, even one that repeats the sample answer', async () => {
    expect(await sharedCheckAnswer(essay, 'השיפוע הוא קצב השינוי של $y$ כאשר $x$ גדל ב־1.')).toEqual({
      verdict: 'unjudged',
    });
    expect(await sharedCheckAnswer(essay, 'משהו אחר')).toEqual({ verdict: 'unjudged' });
  });

  it('should give the reason code and the quoted input of an unreadable answer', async () => {
    // Act
    const result = await sharedCheckAnswer(numeric, '2x+');
    // Assert
    expect(result).toEqual({ verdict: 'unparseable', reason: { code: 'syntax', params: { input: '2x+' } } });
  });

  it('should isolate the quoted input left to right inside a sentence', () => {
    expect(isolateInput('2x+')).toBe('\u20662x+\u2069');
    expect(isolateInput(undefined)).toBe('\u2066\u2069');
  });
});

describe('given a checked practice answer', () => {
  it.each([
    ['an id', { id: 'q7' }, 3, 'quadratics-q7'],
    ['a blank id', { id: ' ' }, 3, 'quadratics-3'],
  ])(
    'should form the activity id from %s (docs/requirements.md#learning-space-calls)',
    (_name, problem, index, expected) => {
      expect(practiceActivityId('quadratics', problem, index)).toBe(expected);
    },
  );

  it('should build a contract-valid practice record with score 100 or 0', () => {
    // Arrange
    const input = { courseId: 'high-school-math', subjectId: 'quadratics', problem: numeric, index: 1 };
    // Act
    const right = practiceActivity({ ...input, answer: '4', verdict: 'correct', timeSpentSeconds: 12.4 });
    const wrong = practiceActivity({ ...input, answer: '5', verdict: 'incorrect', timeSpentSeconds: 3 });
    // Assert
    expect(ActivityResult.parse(right)).toEqual({
      course_id: 'high-school-math',
      activity_type: 'practice',
      activity_id: 'quadratics-q2',
      score: 100,
      time_spent: 12,
      answers: [{ userAnswer: '4', correctAnswer: 4, isCorrect: true }],
      completed: true,
    });
    expect(wrong.score).toBe(0);
    expect(wrong.answers).toEqual([{ userAnswer: '5', correctAnswer: 4, isCorrect: false }]);
  });
});

describe('given a timed test', () => {
  it.each([
    [0, '0:00'],
    [7, '0:07'],
    [65, '1:05'],
    [900, '15:00'],
    [-3, '0:00'],
    [59.9, '0:59'],
  ])('should show %s seconds as %s', (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });

  it.each([
    [15, true],
    [0, false],
    [null, false],
    [undefined, false],
  ])('should count down for a limit of %s minutes: %s', (limit, expected) => {
    expect(hasCountdown(limit)).toBe(expected);
  });

  it('should round the time left up and stop at zero', () => {
    expect(remainingSeconds(10_000, 8_500)).toBe(2);
    expect(remainingSeconds(10_000, 10_000)).toBe(0);
    expect(remainingSeconds(10_000, 12_000)).toBe(0);
  });

  it('should need the current answer for Next and every answer for Submit (docs/requirements.md#learning-space-states)', () => {
    expect(canGoNext(0, [-1, -1])).toBe(false);
    expect(canGoNext(0, [2, -1])).toBe(true);
    expect(canGoNext(1, [2, 1])).toBe(false);
    expect(canSubmit([2, -1])).toBe(false);
    expect(canSubmit([2, 0])).toBe(true);
    expect(canSubmit([])).toBe(false);
  });

  it.each([
    ['all right', [0, 1, 2, 3, 0], 70, 100, true],
    ['four of five', [0, 1, 2, 3, 1], 70, 80, true],
    ['three of five', [0, 1, 2, 0, 1], 70, 60, false],
    ['exactly the passing score', [0, 1, 2, 3, 1], 80, 80, true],
    ['unanswered after the timer', [0, -1, -1, -1, -1], undefined, 20, false],
  ])(
    'should score %s (docs/requirements.md#learning-space-validation)',
    (_name, selected, passing, score, passed) => {
      const questions = [0, 1, 2, 3, 0].map((correctIndex, index) => ({ id: `q${index}`, correctIndex }));
      const result = scoreTest(questions, selected, passing, 61.6);
      expect(result).toMatchObject({ score, passed, passingScore: passing ?? 70, timeSpent: 62, total: 5 });
      expect(result.answers[1]).toEqual({
        questionId: 'q1',
        selectedAnswer: selected[1],
        isCorrect: selected[1] === 1,
      });
    },
  );

  it('should save a result as a contract-valid test record with the id category-testId (docs/requirements.md#learning-space-calls)', () => {
    const questions = [{ id: 'q1', correctIndex: 1 }];
    const result = scoreTest(questions, [1], 70, 42);
    const record = testActivity('high-school-math', 'mid-course', 'mid-course-1', result);
    expect(ActivityResult.parse(record)).toEqual({
      course_id: 'high-school-math',
      activity_type: 'test',
      activity_id: 'mid-course-mid-course-1',
      score: 100,
      time_spent: 42,
      answers: [{ questionId: 'q1', selectedAnswer: 1, isCorrect: true }],
      completed: true,
    });
  });

  it('should judge chosen options with the shared checker on the course file question', () => {
    // Arrange
    const tests = buildTestCategoryFile('entry-level').tests;
    const item = toTestItem(tests[0] as NonNullable<(typeof tests)[0]>);
    const question = item.questions[0] as NonNullable<(typeof item.questions)[0]>;
    // Act
    const right = judgeTestChoice(tests, item.id, question, 1);
    const wrong = judgeTestChoice(tests, item.id, question, 2);
    const unknownTest = judgeTestChoice([], 'other', question, 1);
    // Assert
    expect([right, wrong, unknownTest]).toEqual([true, false, true]);
  });

  it('should score through the judge it is given', () => {
    const questions = [{ id: 'q1', correctIndex: 1 }];
    const result = scoreTest(questions, [1], 70, 10, () => false);
    expect(result).toMatchObject({ score: 0, passed: false, correctCount: 0 });
  });

  it('should map a contract test onto the window', () => {
    const [test] = buildTestCategoryFile('final').tests;
    const item = toTestItem(test as NonNullable<typeof test>);
    expect(item).toMatchObject({ id: 'final-1', timeLimitMinutes: 15, passingScore: 70 });
    expect(item.questions[0]).toMatchObject({ id: 'q1', correctIndex: 1, options: ['3', '4', '5', '7'] });
  });
});

describe('given lesson cards', () => {
  it.each([
    [['א'], 0],
    [['א', 'ב'], 0],
    [['א', 'ב', 'ג'], 1],
    [['א', 'ב', 'ג', 'ד', 'ה', 'ו'], 4],
  ])('should show the first two of %j and count %i more', (objectives, more) => {
    const preview = objectivesPreview(objectives);
    expect(preview.shown).toEqual(objectives.slice(0, 2));
    expect(preview.more).toBe(more);
  });

  it.each([
    [1, 'he', 'one'],
    [2, 'he', 'two'],
    [3, 'he', 'other'],
    [4, 'he', 'other'],
    [20, 'he', 'other'],
    [1, 'en', 'one'],
    [2, 'en', 'other'],
    [4, 'en', 'other'],
  ] as const)('should choose the plural form of %i in %s: %s', (count, language, form) => {
    expect(pluralForm(count, language)).toBe(form);
  });

  it('should fill placeholders and leave unknown ones', () => {
    expect(fillTemplate('...ועוד {count} יעדים {x}', { count: 4 })).toBe('...ועוד 4 יעדים {x}');
  });

  it.each([
    ['# הפונקציה הקווית\n\nגוף', 'גוף'],
    ['  # הפונקציה הקווית  \nגוף', 'גוף'],
    ['# נושא אחר\n\nגוף', '# נושא אחר\n\nגוף'],
    ['גוף\n# הפונקציה הקווית', 'גוף\n# הפונקציה הקווית'],
  ] as const)('should drop a leading heading only when it repeats the title: %j', (content, expected) => {
    // Act
    const shown = withoutLeadingTitle(content, 'הפונקציה הקווית');
    // Assert
    expect(shown.trim()).toBe(expected.trim());
  });

  it.each([
    [1, 'he', '...ועוד יעד אחד'],
    [2, 'he', '...ועוד שני יעדים'],
    [5, 'he', '...ועוד 5 יעדים'],
    [2, 'en', '...ועוד 2 יעדים'],
  ] as const)('should write %i objectives in the %s form', (count, language, text) => {
    // Arrange
    const forms = { one: '...ועוד יעד אחד', two: '...ועוד שני יעדים', other: '...ועוד {count} יעדים' };
    // Act
    const written = countedText(count, forms, language);
    // Assert
    expect(written).toBe(text);
  });

  it.each([
    ['![פרבולה](images/parabola.svg)', '![פרבולה](/static/data/courses/hsm/lessons/images/parabola.svg)'],
    [
      '![](./images/a.svg) ו־![ב](images/b.svg)',
      '![](/static/data/courses/hsm/lessons/images/a.svg) ו־![ב](/static/data/courses/hsm/lessons/images/b.svg)',
    ],
    [
      '![x](/static/data/courses/hsm/lessons/images/x.svg)',
      '![x](/static/data/courses/hsm/lessons/images/x.svg)',
    ],
    ['![x](https://example.org/x.png)', '![x](https://example.org/x.png)'],
    ['[קישור](images/a.svg)', '[קישור](images/a.svg)'],
  ])('should serve the figures of %s from the lessons folder', (markdown, expected) => {
    expect(resolveLessonImages(markdown, 'hsm')).toBe(expected);
  });
});

describe('given the built-in sample lessons', () => {
  it('should be four valid lessons, lesson-1 to lesson-4', () => {
    expect(sampleLessons.map((lesson) => Lesson.parse(lesson).id)).toEqual([
      'lesson-1',
      'lesson-2',
      'lesson-3',
      'lesson-4',
    ]);
  });

  it('should have Hebrew text and math that KaTeX renders', () => {
    for (const lesson of sampleLessons) {
      expect(containsHebrew(lesson.title)).toBe(true);
      const session = lesson.learning_session;
      const texts = [
        lesson.content,
        ...lesson.objectives,
        session.guided_example.question,
        ...[
          ...session.learning_slides.flatMap((slide) => slide.explanation),
          ...session.guided_example.explanation,
        ].map((block) =>
          block.type === 'text' ? block.text : block.type === 'math_block' ? `$$${block.latex}$$` : '',
        ),
      ];
      for (const text of texts) {
        for (const segment of splitMath(text)) {
          if (segment.kind !== 'math') continue;
          expect(containsHebrew(segment.value)).toBe(false);
          expect(() =>
            katex.renderToString(segment.value, { throwOnError: true, displayMode: segment.display }),
          ).not.toThrow();
        }
      }
    }
  });
});

describe('given lesson files that load or fail', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());
  const samples = () => Promise.resolve(sampleLessons);
  it('should return the course lessons', async () => {
    const api = { lessons: () => Promise.resolve([buildLesson(1), buildLesson(2)]) };
    const outcome = await loadLessons('hsm', undefined, api, samples);
    expect(outcome.fallback).toBeNull();
    expect(outcome.lessons.map((lesson) => lesson.id)).toEqual(['lesson-1', 'lesson-2']);
  });

  it.each([
    ['a missing lesson_1 (404)', new ApiError(404, 'Not found'), 'samples', 4],
    ['a server error', new ApiError(500, 'Internal server error'), 'samples', 4],
    ['a network failure', new ApiError(0, 'Network error'), 'failed', 1],
    ['an answer that is not a lesson', new ApiError(200, 'Unexpected response'), 'failed', 1],
  ])(
    'should fall back on %s (docs/requirements.md#learning-space-errors)',
    async (_name, error, fallback, count) => {
      const api = { lessons: () => Promise.reject(error) };
      const outcome = await loadLessons('hsm', undefined, api, samples);
      expect(outcome.fallback).toBe(fallback);
      expect(outcome.lessons).toHaveLength(count);
    },
  );
});

describe('given the practice subjects index', () => {
  const subject = (id: string) => ({ ...buildSubject(), subjectId: id, subjectName: `נושא ${id}` });

  it('should use subjects.json when it loads', async () => {
    const api = {
      subjectIndex: () =>
        Promise.resolve({
          subjects: [{ subjectId: 'a', subjectName: 'א', description: 'ד', file: 'a.json' }],
        }),
      subject: () => Promise.reject(new Error('not asked')),
    };
    const result = await loadPracticeSubjects('hsm', undefined, api);
    expect(result.subjects.map((entry) => entry.file)).toEqual(['a.json']);
  });

  it('should fall back to subject1..4.json and keep those that load', async () => {
    const asked: string[] = [];
    const api = {
      subjectIndex: () => Promise.reject(new ApiError(404, 'Not found')),
      subject: (_folder: string, file: string) => {
        asked.push(file);
        return file === 'subject2.json' || file === 'subject4.json'
          ? Promise.resolve(subject(file.replace('.json', '')))
          : Promise.reject(new ApiError(404, 'Not found'));
      },
    };
    const result = await loadPracticeSubjects('hsm', undefined, api);
    expect(asked).toEqual(['subject1.json', 'subject2.json', 'subject3.json', 'subject4.json']);
    expect(result.subjects.map((entry) => [entry.subjectId, entry.file])).toEqual([
      ['subject2', 'subject2.json'],
      ['subject4', 'subject4.json'],
    ]);
    expect(result.loaded.get('subject4.json')?.subjectId).toBe('subject4');
  });

  it('should fail with the index error when no fallback file loads', async () => {
    const indexError = new ApiError(500, 'Internal server error');
    const api = {
      subjectIndex: () => Promise.reject(indexError),
      subject: () => Promise.reject(new ApiError(404, 'Not found')),
    };
    await expect(loadPracticeSubjects('hsm', undefined, api)).rejects.toBe(indexError);
  });
});

describe('given the AI-guided tests index', () => {
  it('should answer null (the default entry) when the course has no index', async () => {
    const api = { guidedTestIndex: () => Promise.reject(new ApiError(404, 'Not found')) };
    await expect(loadGuidedTestIndex('hsm', undefined, api)).resolves.toBeNull();
  });

  it('should fail on any other error', async () => {
    const api = { guidedTestIndex: () => Promise.reject(new ApiError(500, 'Internal server error')) };
    await expect(loadGuidedTestIndex('hsm', undefined, api)).rejects.toThrow('Internal server error');
  });
});

describe('given a progress save', () => {
  beforeEach(() => {
    // progressApi.save pauses 1 s and 3 s between its own tries.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    resetApiClientConfig();
  });

  /** A server answering each POST with the next status (0: the network fails), then 200. */
  function answering(statuses: number[]) {
    const bodies: Record<string, unknown>[] = [];
    const fetch: typeof globalThis.fetch = async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      const status = statuses[bodies.length - 1] ?? 200;
      if (status === 0) throw new TypeError('Failed to fetch');
      const payload =
        status === 200
          ? {
              success: true,
              data: { ...body, id: bodies.length, completed: true, created_at: '2026-11-20T10:00:00.000Z' },
            }
          : { error: 'boom', message: 'boom', code: 'x' };
      return new Response(JSON.stringify(payload), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    configureApiClient({
      baseUrl: '',
      fetch,
      storage: () => ({ getItem: () => 'token', removeItem: () => undefined }),
    });
    return bodies;
  }

  const activity = practiceActivity({
    courseId: 'high-school-math',
    subjectId: 'quadratics',
    problem: numeric,
    index: 1,
    answer: '4',
    verdict: 'correct',
    timeSpentSeconds: 5,
  });

  /** Lets progressApi's pauses pass while `promise` settles. */
  async function settle<T>(promise: Promise<T>): Promise<T> {
    const outcome = promise.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    const result = await outcome;
    if (!result.ok) throw result.error;
    return result.value;
  }

  it('should keep one attempt id through the retries after a server error', async () => {
    // Arrange
    const bodies = answering([500, 200]);
    // Act
    const record = await settle(createProgressSaver().save(activity));
    // Assert
    expect(bodies).toHaveLength(2);
    expect(bodies[0]?.client_id).toEqual(expect.any(String));
    expect(bodies[1]?.client_id).toBe(bodies[0]?.client_id);
    expect(record.activity_id).toBe('quadratics-q2');
  });

  it('should neither retry nor keep a refused save', async () => {
    // Arrange
    const bodies = answering([400]);
    const saver = createProgressSaver();
    // Act
    const failure = await settle(saver.save(activity)).catch((error: unknown) => error);
    // Assert
    expect(failure).toBeInstanceOf(ApiError);
    expect(bodies).toHaveLength(1);
    expect(saver.pendingCount()).toBe(0);
  });

  it('should send a save that failed every try again with its own id once the server answers', async () => {
    // Arrange: the first attempt fails three times, the second attempt and the resend succeed.
    const bodies = answering([503, 0, 503, 200, 200]);
    const saver = createProgressSaver();
    // Act
    const failure = await settle(saver.save(activity)).catch((error: unknown) => error);
    const kept = saver.pendingCount();
    await settle(saver.save({ ...activity, activity_id: 'quadratics-q3' }));
    await settle(saver.retryPending());
    // Assert
    expect(failure).toBeInstanceOf(ApiError);
    expect(kept).toBe(1);
    const ids = bodies.map((body) => body.client_id);
    expect(ids).toHaveLength(5);
    expect(new Set(ids.slice(0, 3)).size).toBe(1);
    expect(ids[3]).not.toBe(ids[0]);
    expect(ids[4]).toBe(ids[0]);
    expect(bodies[4]?.activity_id).toBe('quadratics-q2');
    expect(saver.pendingCount()).toBe(0);
  });

  it('should never send a kept save twice when asked to retry twice at once', async () => {
    // Arrange
    const bodies = answering([0, 0, 0, 200]);
    const saver = createProgressSaver();
    await settle(saver.save(activity)).catch(() => undefined);
    // Act
    await settle(Promise.all([saver.retryPending(), saver.retryPending()]));
    // Assert
    expect(bodies).toHaveLength(4);
    expect(saver.pendingCount()).toBe(0);
  });

  it('should keep at most the newest failed saves', async () => {
    // Arrange
    answering(Array.from({ length: (maxPendingSaves + 1) * 3 }, () => 503));
    const saver = createProgressSaver();
    // Act
    for (let index = 0; index <= maxPendingSaves; index += 1) {
      await settle(saver.save(activity)).catch(() => undefined);
    }
    // Assert
    expect(saver.pendingCount()).toBe(maxPendingSaves);
  });
});

describe('given the slides of a learning session', () => {
  const data = buildLearningSessionData();

  it('should append the guided example as the last slide', () => {
    const slides = sessionSlides(toSessionContent(data), 'דוגמה מודרכת');
    expect(slides.map((slide) => slide.title)).toEqual(['מהי פרבולה?', 'נוסחת הקודקוד', 'דוגמה מודרכת']);
    expect(slides[2]).toMatchObject({ guided: true, question: data.guided_example.question });
  });

  it.each([
    [0, null],
    [1, null],
    [2, 1],
    [3, 2],
    [6, 5],
  ])('should number guided-example step %i as %s (after the first two)', (index, expected) => {
    expect(stepNumber(index)).toBe(expected);
  });

  it.each([
    [0, 3, { n: 1, total: 3, percent: 33 }],
    [1, 3, { n: 2, total: 3, percent: 67 }],
    [2, 3, { n: 3, total: 3, percent: 100 }],
    [5, 4, { n: 4, total: 4, percent: 100 }],
    [0, 0, { n: 0, total: 0, percent: 0 }],
  ])('should show slide %i of %i as %j', (index, total, expected) => {
    expect(slideProgress(index, total)).toEqual(expected);
  });
});

describe('given the other windows', () => {
  it.each([
    ['x_{1,2}=\\frac{-b}{2a}', true],
    ['a^2+b^2=c^2', true],
    ['S = a + b', false],
    ['שטח = אורך כפול רוחב', false],
  ])(
    'should render the helper formula %s as LaTeX: %s (docs/requirements.md#learning-space-validation)',
    (formula, expected) => {
      expect(isLatexFormula(formula)).toBe(expected);
    },
  );

  it('should map exercise data onto the side panel', () => {
    const item = toExerciseItem(buildExerciseData({ diagram_url: '/static/data/courses/x/d.svg' }));
    expect(item).toMatchObject({ id: 'quadratic-1', diagramUrl: '/static/data/courses/x/d.svg' });
    expect(item.sections.map((part) => part.id)).toEqual(['א', 'ב']);
  });

  it.each([
    ['calm', '/static/sounds/Calm_Mode.mp3'],
    ['study', '/static/sounds/Study_Mode.mp3'],
    ['creativity', '/static/sounds/Creativity_Mode.mp3'],
  ] as const)('should play %s from %s (docs/requirements.md#learning-space-calls)', (mode, path) => {
    expect(focusSoundPath(mode)).toBe(path);
  });

  it('should play one focus mode at a time and stop on the same one (docs/requirements.md#learning-space-states)', () => {
    expect(nextFocusMode(null, 'calm')).toBe('calm');
    expect(nextFocusMode('calm', 'study')).toBe('study');
    expect(nextFocusMode('study', 'study')).toBeNull();
  });

  it.each([
    [
      'paragraphs',
      { paragraphs: ['שלום', ' '], image_urls: ['/a.png'] },
      { kind: 'text', paragraphs: ['שלום'] },
    ],
    ['an image', { paragraphs: [], image_urls: ['', '/a.png'] }, { kind: 'image', url: '/a.png' }],
    ['audio', { audio_urls: ['/a.mp3'] }, { kind: 'audio', url: '/a.mp3' }],
    ['nothing', {}, null],
  ])('should show %s in the content popup', (_name, source, expected) => {
    expect(popupContentOf(source)).toEqual(expected);
  });
});

describe('given an option with math', () => {
  it.each([
    ['$x = 2, 3$', 'x = 2, 3'],
    ['$\\frac{1}{3}$ שעה', '1/3 שעה'],
    ['$\\frac{a+1}{2b}$', '(a+1)/(2b)'],
    ['$\\sqrt{x^2 + 1}$', '√(x^2 + 1)'],
    ['$\\sqrt[3]{8} \\cdot \\pi$', '3√8 · π'],
    ['$\\frac{\\sqrt{2}}{2}$', '(√2)/2'],
    ['$x \\leq 4$ או $x \\neq 0$', 'x ≤ 4 או x ≠ 0'],
    ['ללא נוסחה', 'ללא נוסחה'],
  ])('should name %s as %s', (option, expected) => {
    expect(mathToPlainText(option)).toBe(expected);
  });
});
