/**
 * Homework handed over whole ("solve all of this for tomorrow", "just the final answers") and pasted
 * exams. Teach, do not dump, do not dead-end: the first question's first verified step and an offer of
 * the next step or the full solution ("צעד הבא" / "פתרון מלא"), kept as the thread's homework state; a
 * question the solver cannot do gets a guided start. A paste that names the part asked about
 * (`pastedQuestion`) gets that part solved, and nothing else of the paste.
 */
import type { StructuredReply } from '../../../../contract';
import type { Reading } from '../../intent';
import type { Turn } from '../../modes/turn';
import { solve, type Solution } from '../../solver';
import { chatState, practisedOf, withPractised, type HomeworkState, type ThreadState } from '../../state';
import type { TutorReply } from '../../types';
import { explainedOf, rememberSolution } from '../explain';
import { reply } from '../replies';
import type { Skill } from '../skill';

type Walkthrough = Extract<StructuredReply, { type: 'problem_walkthrough' }>;

/** Longest question kept in the thread state. */
const KEPT = 2_000;

/** The first item of a list written on one line: "1) 2x+3=7 2) x^2=9" → "2x+3=7". */
function firstItem(text: string): string {
  const item = /(?:^|\s)1\s*[.)]\s*(.+?)(?=\s2\s*[.)]|$)/su.exec(text)?.[1];
  return (item ?? text).trim().slice(0, KEPT);
}

/** The question a homework message starts with. */
function startingQuestion(reading: Reading): string {
  return reading.firstQuestion ?? firstItem(reading.question);
}

async function solutionOf(turn: Turn, question: string): Promise<Solution | undefined> {
  const outcome = await solve(question, { language: turn.ctx.language });
  return outcome.status === 'solved' && outcome.solution.reply.type === 'problem_walkthrough'
    ? outcome.solution
    : undefined;
}

async function walkthroughOf(turn: Turn, question: string): Promise<Walkthrough | undefined> {
  return (await solutionOf(turn, question))?.reply;
}

function stepText(turn: Turn, walkthrough: Walkthrough, index: number): string {
  const step = walkthrough.steps[index];
  if (!step) return '';
  const body = [step.description, step.latex ? `$$${step.latex}$$` : ''].filter(Boolean).join('\n\n');
  return reply(turn.ctx.language, 'homework_step', {
    number: index + 1,
    total: walkthrough.steps.length,
    step: body,
  });
}

function resumeOf(state: ThreadState | null): HomeworkState['resume'] {
  if (state?.mode === 'lesson') return state;
  return state?.mode === 'practice' || state?.mode === 'homework' ? state.resume : null;
}

/** The first step of the first question, and the offer of the next step or the whole solution. */
async function start(turn: Turn, question: string): Promise<TutorReply> {
  const { language } = turn.ctx;
  const walkthrough = await walkthroughOf(turn, question);
  const before = turn.ctx.thread.state;
  const state: HomeworkState = withPractised(
    { mode: 'homework', question, shown: walkthrough ? 1 : 0, resume: resumeOf(before) },
    practisedOf(before),
  );
  if (!walkthrough) return { bot: reply(language, 'homework_guide', { question }), state };
  return {
    bot: [
      reply(language, 'homework_start', { question: walkthrough.problem }),
      stepText(turn, walkthrough, 0),
      reply(language, 'homework_offer'),
    ].join('\n\n'),
    state,
  };
}

/**
 * The state after a homework question: its lesson again (with what was practised); in free chat the
 * walkthrough shown, so "לא הבנתי" explains its last step again; else free chat, still carrying what was
 * practised, so a later "עוד תרגיל" gives none of those problems again.
 */
function handBack(state: HomeworkState, shown?: Solution): ThreadState | null {
  if (state.resume) return withPractised(state.resume, state.practised);
  return shown ? withPractised(explainedOf(shown), state.practised) : chatState(state.practised);
}

/** "צעד הבא", "פתרון מלא", "רמז", "כן", "די" while a homework question is open; undefined for anything else. */
async function followUp(turn: Turn, state: HomeworkState): Promise<TutorReply | undefined> {
  const { reading } = turn;
  const { language } = turn.ctx;
  if (reading.intent === 'stop') {
    return {
      bot: [reply(language, 'stop_homework'), reply(language, 'stop_practice_next')].join(' '),
      state: handBack(state),
    };
  }
  const full = reading.walkthrough === 'full' || reading.intent === 'homework';
  const next = reading.walkthrough === 'next' || reading.intent === 'continue' || reading.intent === 'hint';
  if (!full && !next) return undefined;
  const solution = await solutionOf(turn, state.question);
  const walkthrough = solution?.reply;
  if (!solution || !walkthrough)
    return { bot: reply(language, 'homework_guide_next'), state: handBack(state) };
  if (full) return { bot: walkthrough, state: handBack(state, solution) };
  const index = state.shown;
  if (index >= walkthrough.steps.length - 1) {
    return {
      bot: [
        stepText(turn, walkthrough, Math.min(index, walkthrough.steps.length - 1)),
        reply(language, 'homework_last', { answer: walkthrough.answer ?? '' }),
        reply(language, 'homework_more'),
      ].join('\n\n'),
      state: handBack(state, solution),
    };
  }
  return {
    bot: [stepText(turn, walkthrough, index), reply(language, 'homework_offer')].join('\n\n'),
    state: { ...state, shown: index + 1 },
  };
}

export const homework: Skill = {
  name: 'homework',
  answer: async (turn) => {
    if (turn.ctx.thread.kind === 'test') return undefined;
    const state = turn.ctx.thread.state;
    if (state?.mode === 'homework') {
      const next = await followUp(turn, state);
      if (next) return next;
    }
    const { reading } = turn;
    const pastedHint = reading.intent === 'hint' && reading.extracted && reading.questions >= 2;
    if (reading.intent !== 'homework' && !pastedHint) return undefined;
    return start(turn, pastedHint ? reading.question : startingQuestion(reading));
  },
};

/**
 * The part of a paste the student asks about (or arithmetic written in words), solved on its own; a part
 * the solver cannot do is quoted back with a guided start. A message that was not cut or rewritten is
 * left to the solver skill.
 */
export const pastedQuestion: Skill = {
  name: 'pasted-question',
  answer: async (turn) => {
    const { reading } = turn;
    if (!reading.extracted || turn.ctx.thread.kind === 'test') return undefined;
    if (reading.intent !== 'compute' && reading.intent !== 'check' && reading.intent !== 'concept') {
      return undefined;
    }
    const { language } = turn.ctx;
    const outcome = await solve(reading.question, { language });
    // remembered like the solver's walkthrough, so "לא הבנתי" explains its last step again
    if (outcome.status === 'solved') return rememberSolution(turn, outcome.solution);
    if (reading.questions >= 2) return { bot: reply(language, 'paste_part', { question: reading.question }) };
    return outcome.status === 'none' ? undefined : { bot: outcome.reply };
  },
};
