/**
 * Practice with a hint ladder (Socratic, as OATutor and Khanmigo do it): "תני לי תרגיל" gives an
 * `open_practice` problem from the course bank, from the student's weakest topic; a wrong answer gets
 * the first hint, then the next, and only then the worked solution — never the answer on the first
 * wrong attempt. The finished problem is evidence for the mastery model, with the hints used.
 */
import type { PracticeProblem } from '../../../../contract';
import { answerKey, checkPracticeAnswer } from '../../../../domain/answer';
import { unsolvedProblems, weakestTopic } from '../../../../domain/mastery';
import {
  afterAnswer,
  afterHintRequest,
  ladderOutcome,
  problemHints,
  type LadderState,
  type LadderStep,
} from '../../../../domain/practice';
import { courseName, type CourseContent } from '../../course-content';
import { containsPhrase, overlap, words } from '../../language';
import type { Turn } from '../../modes/turn';
import { courseMap } from '../../outline';
import { say } from '../../solver';
import {
  lessonOnly,
  practisedOf,
  withOffer,
  withPractised,
  type Offer,
  type PracticeState,
  type ThreadState,
} from '../../state';
import type { TutorReply } from '../../types';
import { reply } from '../replies';
import type { Skill } from '../skill';

const letters = ['א', 'ב', 'ג', 'ד', 'ה', 'ו'];
/** Diagnoses that help without giving anything of the answer away. */
const safeReasons = new Set(['sign', 'rounding', 'percent-scale', 'endpoints']);

type Entry = CourseContent['problems'][number];

function findProblem(course: CourseContent, id: string): Entry | undefined {
  return course.problems.find((entry) => entry.problem.id === id);
}

function questionText(problem: PracticeProblem): string {
  if (problem.type !== 'multiple-choice') return problem.question;
  const options = problem.options.map((option, index) => `${letters[index] ?? index + 1}. ${option}`);
  return [problem.question, ...options].join('\n');
}

function answerText(problem: PracticeProblem): string {
  return problem.type === 'multiple-choice'
    ? (problem.options[problem.correctAnswer] ?? String(problem.correctAnswer))
    : String(answerKey(problem));
}

function ladderOf(state: PracticeState): LadderState {
  return {
    wrongAttempts: state.wrong_attempts,
    hintsShown: state.hints_shown,
    solved: false,
    revealed: false,
  };
}

/** The syllabus module a message names ("תרגיל בנגזרות"), if it names one. */
function namedTopic(course: CourseContent, text: string): string | undefined {
  const { outline } = courseMap(course);
  let best: { id: string; score: number } | undefined;
  for (const module of outline.modules) {
    const score = overlap(text, module.title);
    if (score > (best?.score ?? 0)) best = { id: module.id, score };
  }
  return best?.id;
}

/** The most problems a thread remembers as given (the oldest are forgotten first). */
const REMEMBERED = 500;

/**
 * Offers a problem a key can check: from the topic the message names, else `topic` (the one the tutor
 * offered another problem of), else the topic the thread practised last (another one), else the weakest topic; the first unsolved one not given in this thread yet, then
 * any not given yet, and only when every one of the topic was given, the first again (never the one just
 * given). What was given is the thread state's (`practisedOf`), never read back from earlier replies.
 */
export async function offerProblem(turn: Turn, course: CourseContent, topic?: string): Promise<TutorReply> {
  const { language } = turn.ctx;
  const before = turn.ctx.thread.state;
  const practised = practisedOf(before);
  const evidence = await turn.ctx.student.evidence();
  const { outline } = courseMap(course);
  const named = namedTopic(course, turn.ctx.message.text);
  const chosen = named ?? topic ?? practised?.topic ?? weakestTopic(outline, evidence);
  const module = outline.modules.find((candidate) => candidate.id === chosen);
  const checkable = (id: string) => {
    const entry = findProblem(course, id);
    return entry !== undefined && entry.problem.type !== 'open-ended' && entry.problem.type !== 'proof'
      ? [entry]
      : [];
  };
  const inTopic = outline.practice.filter((item) => item.topic === chosen).map((item) => item.id);
  const given = practised?.given ?? [];
  const givenHere = given.filter((id) => inTopic.includes(id));
  const fresh = (entry: Entry) => !given.includes(entry.problem.id);
  const candidates = [...(chosen ? unsolvedProblems(outline, chosen, evidence) : []), ...inTopic].flatMap(
    checkable,
  );
  const unseen = candidates.find(fresh);
  const entry =
    unseen ?? candidates.find((candidate) => candidate.problem.id !== practised?.problem_id) ?? candidates[0];
  if (!module || !entry) {
    return {
      bot: say(language, 'practice', 'no_problems', { topic: module?.title ?? courseName(course, language) }),
    };
  }
  const assessed = evidence.some((item) => item.topic === module.id);
  const resume =
    before?.mode === 'lesson'
      ? before
      : before?.mode === 'practice' || before?.mode === 'homework'
        ? before.resume
        : null;
  // every one of the topic was given: the topic starts over, the other topics' problems stay remembered
  const kept = unseen ? given : given.filter((id) => !inTopic.includes(id));
  const state: PracticeState = {
    mode: 'practice',
    problem_id: entry.problem.id,
    subject_id: entry.subjectId,
    topic: module.id,
    wrong_attempts: 0,
    hints_shown: 0,
    resume: resume && lessonOnly(resume),
    given: [...kept, entry.problem.id].slice(-REMEMBERED),
  };
  const lead = !givenHere.length
    ? [
        say(language, 'practice', assessed ? 'offer_weakest' : 'offer_new_topic', { topic: module.title }),
        say(language, 'practice', 'offer', { topic: module.title }),
      ].join(' ')
    : reply(language, unseen ? 'practice_another' : 'practice_all_given', { topic: module.title });
  return { bot: { type: 'open_practice', question: `${lead}\n\n${questionText(entry.problem)}` }, state };
}

/** "Want another one?" of the problem's topic, kept in the thread state for the next turn. */
function anotherOf(state: PracticeState): Offer {
  return { kind: 'another-problem', topic: state.topic };
}

/**
 * Where a thread goes when its problem is over: back to its lesson, carrying what was practised, or the
 * problem kept as done; with the offer of another problem when the reply ends asking for one.
 */
function handBack(state: PracticeState, offered: boolean): ThreadState {
  const after: ThreadState = state.resume
    ? withPractised(state.resume, practisedOf(state))
    : { ...state, done: true };
  return (offered ? withOffer(after, anotherOf(state)) : after) ?? after;
}

/**
 * "לא הבנתי" after a problem is over: the problem again in small steps, its hints first and then the
 * worked explanation (the answer was already shown or found, so nothing is given away).
 */
function simpler(turn: Turn, entry: Entry, state: PracticeState): TutorReply {
  const { language } = turn.ctx;
  const hints = problemHints(entry.problem);
  return {
    bot: [
      reply(language, 'practice_simpler_steps'),
      ...hints.map((hint, index) => `${index + 1}. ${hint}`),
      entry.problem.explanation,
      say(language, 'practice', 'answer_is', { answer: answerText(entry.problem) }),
      reply(language, 'practice_simpler_end'),
    ]
      .filter(Boolean)
      .join('\n\n'),
    // it ends with "want to try a similar one?": the offer of another problem of the topic
    state: { ...state, offer: anotherOf(state) },
  };
}

/** The sentence of a ladder step, and whether the problem is over. */
function stepText(
  turn: Turn,
  entry: Entry,
  step: LadderStep,
  reason: string,
): { text: string; over: boolean } {
  const { language } = turn.ctx;
  const hints = problemHints(entry.problem);
  switch (step.reveal) {
    case 'praise':
      return {
        text: [
          step.hintsUsed > 0
            ? say(language, 'practice', 'correct_after_hints', { hints: step.hintsUsed })
            : say(language, 'practice', 'correct'),
          say(language, 'practice', 'done'),
        ].join(' '),
        over: true,
      };
    case 'hint':
      return {
        text: [
          reason,
          say(language, 'practice', 'hint', {
            number: step.hint + 1,
            total: step.of,
            hint: hints[step.hint] ?? '',
          }),
        ]
          .filter(Boolean)
          .join(' '),
        over: false,
      };
    case 'retry':
      return { text: [reason, say(language, 'practice', 'retry')].filter(Boolean).join(' '), over: false };
    case 'solution':
      return {
        text: [
          [reason, say(language, 'practice', 'solution')].filter(Boolean).join(' '),
          entry.problem.explanation,
          say(language, 'practice', 'answer_is', { answer: answerText(entry.problem) }),
          say(language, 'practice', 'done'),
        ].join('\n\n'),
        over: true,
      };
    case 'reread':
      return { text: say(language, 'practice', 'reread', { reason }), over: false };
    case 'no-more-hints':
      return { text: say(language, 'practice', 'no_more_hints'), over: false };
    case 'done':
      return { text: say(language, 'practice', 'done'), over: true };
  }
}

/** One answer, hint request or stop while a problem is open; 'another' for a different problem. */
function practiceTurn(
  turn: Turn,
  course: CourseContent,
  state: PracticeState,
): TutorReply | 'another' | undefined {
  const entry = findProblem(course, state.problem_id);
  if (!entry) return undefined;
  if (state.done) {
    // the problem is over: "תן עוד תרגיל" → a different one; "לא הבנתי" → again, more simply. A "כן" / "עוד"
    // takes up the tutor's offer of another one only on the turn after it (offer.ts, the state's `offer`).
    const intent = turn.reading.intent;
    if (intent === 'problem') return 'another';
    return intent === 'confused' ? simpler(turn, entry, state) : undefined;
  }
  const text = turn.ctx.message.text;
  const t = turn.texts.practice;
  const { language } = turn.ctx;
  const short = words(text).length <= 8;
  const ladder = ladderOf(state);
  const hintCount = problemHints(entry.problem).length;
  const finish = (bot: string, after: LadderState, offered: boolean): TutorReply => {
    const outcome = ladderOutcome(after);
    return {
      bot,
      // in free chat the thread remembers the problem, for "another one" and "I did not get it"
      state: handBack(state, offered),
      evidence: [
        {
          topic: state.topic,
          itemId: entry.problem.id,
          correct: outcome.correct,
          hintsUsed: outcome.hintsUsed,
          source: 'practice',
          ...(entry.problem.type === 'multiple-choice' ? { choices: entry.problem.options.length } : {}),
        },
      ],
    };
  };
  if (turn.reading.intent === 'stop') {
    // "עצור את התרגיל", "די", "I'm done": the problem ends and the student hears what can come next.
    // Stopped after a wrong answer or a hint: that much is evidence; untouched, nothing is.
    const stopped = [t.stopped, reply(language, 'stop_practice_next')].join(' ');
    return ladder.wrongAttempts > 0 || ladder.hintsShown > 0
      ? finish(stopped, ladder, false)
      : { bot: stopped, state: handBack(state, false) };
  }
  let next: { state: LadderState; step: LadderStep };
  let reason = '';
  const intent = turn.reading.intent;
  if ((short && containsPhrase(text, t.hintPhrases)) || intent === 'hint' || intent === 'confused') {
    // "לא הבנתי" on an open problem: the next hint, said more simply; never the answer before a hint
    next = afterHintRequest(ladder, hintCount);
    if (intent === 'confused' && next.step.reveal === 'hint') reason = reply(language, 'practice_simpler');
  } else {
    // "יצא לי ג, נכון?": the offered answer the intent layer read, not the words around it.
    const verdict = checkPracticeAnswer(entry.problem, turn.reading.offered?.answer ?? text);
    if (!verdict) return undefined;
    // "עוד אחד" while a problem is open, and not an answer to it: a different problem
    if (verdict.verdict === 'unparseable' && (intent === 'continue' || intent === 'problem'))
      return 'another';
    const code = verdict.reason.code;
    // "לא נכון" first, as the verdict skill says it, then why (only what gives nothing away), then the hint
    reason = [
      verdict.verdict === 'incorrect' ? say(language, 'verdict', 'incorrect') : '',
      verdict.verdict === 'unparseable' || safeReasons.has(code)
        ? say(language, 'answer', code, verdict.reason.params)
        : '',
    ]
      .filter(Boolean)
      .join(' ');
    next = afterAnswer(ladder, verdict.verdict, hintCount);
  }
  const { text: said, over } = stepText(turn, entry, next.step, reason);
  // an ending step says "want another one?" (practice.json `done`): the offer of another problem
  if (over) return finish(said, next.state, true);
  return {
    bot: said,
    state: { ...state, wrong_attempts: next.state.wrongAttempts, hints_shown: next.state.hintsShown },
  };
}

export const practice: Skill = {
  name: 'practice',
  answer: async (turn) => {
    const course = turn.ctx.course;
    if (!course || turn.ctx.thread.kind === 'test') return undefined;
    const state = turn.ctx.thread.state;
    const practising = state?.mode === 'practice' ? state : undefined;
    const text = turn.ctx.message.text;
    const { intent } = turn.reading;
    const asks =
      intent !== 'stop' &&
      ((words(text).length <= 8 && containsPhrase(text, turn.texts.practice.phrases)) ||
        intent === 'problem');
    if (asks) return offerProblem(turn, course);
    // "כן" to "want another one?" is the offer's (offer.ts), whatever state the problem handed the thread to
    if (!practising) return undefined;
    const next = practiceTurn(turn, course, practising);
    return next === 'another' ? offerProblem(turn, course) : next;
  },
};
