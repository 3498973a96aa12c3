/**
 * The AI-guided test of a test thread (docs/requirements.md#learning-space-states), run from the course's own files whatever
 * the client's start message says: one question at a time, hints before any solution, then a summary
 * with a score of 0–100, the time and every answer. An answer with a `check` is verified numerically;
 * one without is judged by the provider's judge, or, offline, by the student against the solution
 * (self-assessed, and marked so) — the tutor never claims a verdict it could not verify. The client
 * ends a test with `test_stop` (or the student says so); a test stopped before any answer has no score
 * and no `testResult`.
 */
import type { GuidedTest, GuidedTestResult } from '../../../contract';
import { findGuidedTest, type LoadedGuidedTest } from '../course-content';
import { containsPhrase } from '../language';
import { courseMap } from '../outline';
import { fill, pick } from '../texts';
import type { TestAnswerState, TestState } from '../state';
import type { TutorReply } from '../types';
import { checkAnswer, type Verdict } from './answer-check';
import type { Turn } from './turn';

export const defaultPassingScore = 70;

export type GuidedTestQuestion = GuidedTest['questions'][number];

/** How the answer to a question is judged: offline only by its check; a model may judge the rest. */
export type Judge = (
  question: GuidedTestQuestion,
  answer: string,
  turn: Turn,
) => Promise<{ verdict: Verdict; feedback?: string }>;

export const checkOnlyJudge: Judge = async (question, answer) => ({
  verdict: checkAnswer(answer, question.check, question.question),
});

/**
 * A verified answer as mastery evidence (the topic is the module of the question's lesson). Answers the
 * student judged against the solution are not: the tutor could not verify them.
 */
function withEvidence(
  turn: Turn,
  reply: TutorReply,
  question: GuidedTestQuestion,
  correct: boolean,
  hints: number,
): TutorReply {
  const course = turn.ctx.course;
  const topic = course ? courseMap(course).topicOfLesson(question.lesson) : null;
  if (!topic) return reply;
  return {
    ...reply,
    evidence: [{ topic, itemId: question.id, correct, hintsUsed: hints, source: 'guided-test' }],
  };
}

export function currentTest(turn: Turn): LoadedGuidedTest | undefined {
  const { course, thread, mode } = turn.ctx;
  const id = thread.testId ?? mode.testId;
  return course && id ? findGuidedTest(course, id) : undefined;
}

/** A test thread's state before its start message. */
export function newTestState(testId: string): TestState {
  return {
    mode: 'test',
    test_id: testId,
    started_at: null,
    finished_at: null,
    index: 0,
    hints: 0,
    attempts: 0,
    phase: 'answer',
    pending_answer: null,
    answers: [],
  };
}

function questionText(turn: Turn, entry: LoadedGuidedTest, index: number): string {
  const question = entry.test.questions[index];
  return question
    ? fill(turn.texts.test.question, {
        number: index + 1,
        total: entry.test.questions.length,
        question: question.question,
      })
    : '';
}

function minutesSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The result and the summary reply of a finished test. */
export function testSummary(turn: Turn, entry: LoadedGuidedTest, state: TestState): TutorReply {
  const { texts } = turn;
  const t = texts.test;
  const questions = entry.test.questions;
  const byId = new Map(state.answers.map((answer) => [answer.question_id, answer]));
  const answers = questions.map((question) => byId.get(question.id));
  const correct = answers.filter((answer) => answer?.correct === true).length;
  if (answers.every((answer) => answer === undefined)) {
    // Stopped before any answer: no score to give, and no result to record (never a made-up 0).
    return {
      bot: {
        type: 'wrapup',
        summary: [fill(t.summaryTitle, { name: entry.name }), t.summaryUnanswered].join('\n'),
        key_points: [],
        next_steps: [t.nextStepsUnanswered],
      },
      state,
    };
  }
  const score = Math.round((correct / questions.length) * 100);
  const started = Date.parse(state.started_at ?? turn.ctx.now);
  const finished = Date.parse(state.finished_at ?? turn.ctx.now);
  const seconds = Math.max(0, Math.round((finished - started) / 1000));
  const result: GuidedTestResult = {
    test_id: entry.id,
    score,
    time_spent: seconds,
    passing_score: defaultPassingScore,
    answers: questions.map((question, index) => {
      const answer = answers[index];
      return {
        questionId: question.id,
        answer: answer?.answer ?? null,
        isCorrect: answer?.correct ?? null,
        hints: answer?.hints ?? 0,
        ...(answer?.self_assessed ? { selfAssessed: true } : {}),
      };
    }),
  };
  const keyPoints = questions.map((_, index) => {
    const answer = answers[index];
    const verdict =
      answer?.correct === true
        ? t.verdictCorrect
        : answer?.correct === false
          ? t.verdictIncorrect
          : t.verdictUnanswered;
    const marked = answer?.self_assessed ? `${verdict} (${t.selfAssessed})` : verdict;
    const values = { number: index + 1, verdict: marked, hints: answer?.hints ?? 0 };
    return fill(answer && answer.hints > 0 ? t.answerLineHints : t.answerLine, values);
  });
  const summary = [
    fill(t.summaryTitle, { name: entry.name }),
    fill(t.summaryLine, { score, time: minutesSeconds(seconds), correct, total: questions.length }),
  ].join('\n');
  return {
    bot: {
      type: 'wrapup',
      summary,
      key_points: keyPoints,
      next_steps: [score >= defaultPassingScore ? t.nextStepsPass : t.nextStepsFail],
    },
    state,
    testResult: result,
  };
}

function record(state: TestState, question: GuidedTestQuestion, answer: Partial<TestAnswerState>): TestState {
  const entry: TestAnswerState = {
    question_id: question.id,
    answer: state.pending_answer,
    correct: null,
    hints: state.hints,
    self_assessed: false,
    ...answer,
  };
  return {
    ...state,
    answers: [...state.answers.filter((item) => item.question_id !== question.id), entry],
    index: state.index + 1,
    hints: 0,
    attempts: 0,
    phase: 'answer',
    pending_answer: null,
  };
}

/** After an answer is recorded: the next question, or the summary when none is left. */
function advance(turn: Turn, entry: LoadedGuidedTest, state: TestState, lead: string[]): TutorReply {
  if (state.index >= entry.test.questions.length) {
    const finished = { ...state, finished_at: turn.ctx.now };
    const summary = testSummary(turn, entry, finished);
    return { ...summary, ...withLead(summary, [...lead, turn.texts.test.finished]) };
  }
  return { bot: [...lead, questionText(turn, entry, state.index)].join('\n\n'), state };
}

/** Puts sentences before a wrap-up's summary. */
function withLead(reply: TutorReply, lead: string[]): Pick<TutorReply, 'bot'> {
  if (typeof reply.bot === 'string' || reply.bot.type !== 'wrapup') return { bot: reply.bot };
  return { bot: { ...reply.bot, summary: [...lead, reply.bot.summary].join('\n\n') } };
}

function nextHint(
  turn: Turn,
  question: GuidedTestQuestion,
  state: TestState,
): { text: string; state: TestState } | null {
  const hint = question.hints[state.hints];
  if (hint === undefined) return null;
  return {
    text: fill(turn.texts.test.hint, { number: state.hints + 1, hint }),
    state: { ...state, hints: state.hints + 1 },
  };
}

/** One turn of a test thread. */
export async function testTurn(turn: Turn, entry: LoadedGuidedTest, judge: Judge): Promise<TutorReply> {
  const { texts, ctx } = turn;
  const t = texts.test;
  const saved = ctx.thread.state;
  let state = saved?.mode === 'test' && saved.test_id === entry.id ? saved : newTestState(entry.id);
  const text = ctx.message.text;

  if (state.started_at === null) {
    // The start is the client's hidden instruction, whatever its language: the test speaks the
    // language of its file, Hebrew.
    const hebrew = { ...turn, texts: turn.hebrew };
    state = { ...state, started_at: ctx.now };
    const start = fill(turn.hebrew.test.start, { name: entry.name, instructions: entry.test.instructions });
    return { bot: [start, questionText(hebrew, entry, 0)].join('\n\n'), state, hideUserMessage: true };
  }
  if (state.finished_at !== null) {
    const summary = testSummary(turn, entry, state);
    return { ...summary, ...withLead(summary, [t.alreadyDone]) };
  }
  if (ctx.mode.testStop === true || containsPhrase(text, t.stopPhrases)) {
    return testSummary(turn, entry, {
      ...state,
      finished_at: ctx.now,
      phase: 'answer',
      pending_answer: null,
    });
  }
  const question = entry.test.questions[state.index];
  if (!question) return testSummary(turn, entry, { ...state, finished_at: ctx.now });

  if (state.phase === 'confirm') {
    // "No" first: "לא נכון" holds a yes-word too.
    if (containsPhrase(text, t.noPhrases)) {
      return advance(turn, entry, record(state, question, { correct: false, self_assessed: true }), [
        t.selfIncorrect,
      ]);
    }
    if (containsPhrase(text, t.yesPhrases)) {
      return advance(turn, entry, record(state, question, { correct: true, self_assessed: true }), [
        t.selfCorrect,
      ]);
    }
    return { bot: t.confirmAgain, state };
  }
  if (state.phase === 'check') {
    const pending = containsPhrase(text, t.continuePhrases) ? state.pending_answer : text;
    return {
      bot: fill(t.confirm, { answer: question.expected_answer }),
      state: { ...state, phase: 'confirm', pending_answer: pending },
    };
  }

  if (containsPhrase(text, t.hintPhrases) && text.length < 60) {
    const hint = nextHint(turn, question, state);
    return hint ? { bot: hint.text, state: hint.state } : { bot: t.noMoreHints, state };
  }

  const { verdict, feedback } = await judge(question, text, turn);
  state = { ...state, pending_answer: text };
  if (verdict === 'correct') {
    const lead = [feedback ?? pick(t.correct, state.index + state.attempts)];
    const reply = advance(turn, entry, record(state, question, { correct: true }), lead);
    return withEvidence(turn, reply, question, true, state.hints);
  }
  if (verdict === 'incorrect') {
    const attempted = { ...state, attempts: state.attempts + 1 };
    const hint = question.hints[attempted.hints];
    if (hint !== undefined) {
      const lead = feedback ? `${feedback}\n\n` : '';
      return {
        bot: `${lead}${fill(t.incorrect, { hint })}`,
        state: { ...attempted, hints: attempted.hints + 1 },
      };
    }
    const reveal = fill(t.reveal, { answer: question.expected_answer });
    const reply = advance(
      turn,
      entry,
      record(attempted, question, { correct: false }),
      [feedback ?? '', reveal].filter(Boolean),
    );
    return withEvidence(turn, reply, question, false, attempted.hints);
  }
  // Unchecked: a hint to check against first, then the solution, then the student's own verdict.
  const hint = question.hints[Math.min(state.hints, question.hints.length - 1)] ?? '';
  return {
    bot: fill(t.selfCheck, { hint }),
    state: {
      ...state,
      phase: 'check',
      hints: Math.max(state.hints, Math.min(state.hints + 1, question.hints.length)),
    },
  };
}
