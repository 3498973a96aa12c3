/**
 * Practice with a hint ladder (Socratic, as OATutor and Khanmigo do it): "תני לי תרגיל" gives an
 * `open_practice` problem from the course bank, from the student's weakest topic; a wrong answer gets
 * the first hint, then the next, and only then the worked solution — never the answer on the first
 * wrong attempt. The finished problem is evidence for the mastery model, with the hints used.
 */
import type { PracticeProblem } from '../../../../contract';
import { checkPracticeAnswer } from '../../../../domain/answer';
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
import { containsPhrase, words } from '../../language';
import type { Turn } from '../../modes/turn';
import { courseMap } from '../../outline';
import { say } from '../../solver';
import type { PracticeState } from '../../state';
import { offeredAnswer } from '../../verdict';
import type { TutorReply } from '../../types';
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
    : String(problem.correctAnswer);
}

function ladderOf(state: PracticeState): LadderState {
  return {
    wrongAttempts: state.wrong_attempts,
    hintsShown: state.hints_shown,
    solved: false,
    revealed: false,
  };
}

/** Offers the first unsolved problem a key can check, from the weakest topic. */
async function offer(turn: Turn, course: CourseContent): Promise<TutorReply> {
  const { language } = turn.ctx;
  const evidence = await turn.ctx.student.evidence();
  const { outline } = courseMap(course);
  const topic = weakestTopic(outline, evidence);
  const module = outline.modules.find((candidate) => candidate.id === topic);
  const checkable = (id: string) => {
    const entry = findProblem(course, id);
    return entry !== undefined && entry.problem.type !== 'open-ended' ? [entry] : [];
  };
  const inTopic = outline.practice.filter((item) => item.topic === topic).map((item) => item.id);
  const entry =
    (topic ? unsolvedProblems(outline, topic, evidence) : []).flatMap(checkable)[0] ??
    inTopic.flatMap(checkable)[0];
  if (!module || !entry) {
    return {
      bot: say(language, 'practice', 'no_problems', { topic: module?.title ?? courseName(course, language) }),
    };
  }
  const assessed = evidence.some((item) => item.topic === module.id);
  const previous = turn.ctx.thread.state;
  const state: PracticeState = {
    mode: 'practice',
    problem_id: entry.problem.id,
    subject_id: entry.subjectId,
    topic: module.id,
    wrong_attempts: 0,
    hints_shown: 0,
    resume: previous?.mode === 'lesson' ? previous : previous?.mode === 'practice' ? previous.resume : null,
  };
  const lead = [
    say(language, 'practice', assessed ? 'offer_weakest' : 'offer_new_topic', { topic: module.title }),
    say(language, 'practice', 'offer', { topic: module.title }),
  ].join(' ');
  return { bot: { type: 'open_practice', question: `${lead}\n\n${questionText(entry.problem)}` }, state };
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
          say(language, 'practice', 'solution'),
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

/** One answer, hint request or stop while a problem is open. */
function practiceTurn(turn: Turn, course: CourseContent, state: PracticeState): TutorReply | undefined {
  const entry = findProblem(course, state.problem_id);
  if (!entry) return undefined;
  const text = turn.ctx.message.text;
  const t = turn.texts.practice;
  const { language } = turn.ctx;
  const short = words(text).length <= 8;
  const ladder = ladderOf(state);
  const hintCount = problemHints(entry.problem).length;
  const finish = (bot: string, after: LadderState): TutorReply => {
    const outcome = ladderOutcome(after);
    return {
      bot,
      state: state.resume,
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
  if (short && containsPhrase(text, t.stopPhrases)) {
    // Stopped after a wrong answer or a hint: that much is evidence; untouched, nothing is.
    return ladder.wrongAttempts > 0 || ladder.hintsShown > 0
      ? finish(t.stopped, ladder)
      : { bot: t.stopped, state: state.resume };
  }
  let next: { state: LadderState; step: LadderStep };
  let reason = '';
  if (short && containsPhrase(text, t.hintPhrases)) {
    next = afterHintRequest(ladder, hintCount);
  } else {
    // "יצא לי ג, נכון?": the offered answer, not the words around it (tutor/verdict).
    const verdict = checkPracticeAnswer(entry.problem, offeredAnswer(text)?.answer ?? text);
    if (!verdict) return undefined;
    const code = verdict.reason.code;
    if (verdict.verdict === 'unparseable' || safeReasons.has(code)) {
      reason = say(language, 'answer', code, verdict.reason.params);
    }
    next = afterAnswer(ladder, verdict.verdict, hintCount);
  }
  const { text: reply, over } = stepText(turn, entry, next.step, reason);
  if (over) return finish(reply, next.state);
  return {
    bot: reply,
    state: { ...state, wrong_attempts: next.state.wrongAttempts, hints_shown: next.state.hintsShown },
  };
}

export const practice: Skill = {
  name: 'practice',
  answer: (turn) => {
    const course = turn.ctx.course;
    if (!course || turn.ctx.thread.kind === 'test') return undefined;
    const state = turn.ctx.thread.state;
    const text = turn.ctx.message.text;
    const asks = words(text).length <= 8 && containsPhrase(text, turn.texts.practice.phrases);
    if (asks) return offer(turn, course);
    if (state?.mode === 'practice') return practiceTurn(turn, course, state);
    return undefined;
  },
};
