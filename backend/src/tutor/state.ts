/**
 * Where a thread stands in its mode, kept as JSON on the thread (`chat_threads.state`) and read back
 * with these schemas: a state that no longer parses is treated as none, never half-used.
 */
import { z } from 'zod';

export const TestAnswerState = z.object({
  question_id: z.string(),
  answer: z.string().nullable(),
  /** null: not answered, or waiting for the student's own verdict */
  correct: z.boolean().nullable(),
  hints: z.number().int().nonnegative(),
  self_assessed: z.boolean(),
});
export type TestAnswerState = z.infer<typeof TestAnswerState>;

export const TestState = z.object({
  mode: z.literal('test'),
  test_id: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** the question being asked (0-based) */
  index: z.number().int().nonnegative(),
  /** hints given and wrong attempts on the current question */
  hints: z.number().int().nonnegative(),
  attempts: z.number().int().nonnegative(),
  /** an answer the tutor could not check: waiting for "continue" (check) or for yes/no (confirm) */
  phase: z.enum(['answer', 'check', 'confirm']),
  /** the answer waiting for the student's own verdict */
  pending_answer: z.string().nullable(),
  answers: z.array(TestAnswerState),
});
export type TestState = z.infer<typeof TestState>;

/**
 * The practice a thread has had, kept whatever the thread does after a problem (the lesson it goes back
 * to, an explanation, a homework question): every problem given in this thread, oldest first, so none is
 * given again while others of its topic remain, even after it has left the history a turn reads; and the
 * last problem and its topic, the activity "כן" / "עוד אחד" continues (offline/skills/practice.ts).
 */
export const Practised = z.object({
  given: z.array(z.string().max(120)).max(500),
  topic: z.string().max(120),
  problem_id: z.string().max(120),
});
export type Practised = z.infer<typeof Practised>;

/**
 * What the tutor offered at the end of its last reply, so that a "כן" / "yes" / "עוד" on the next turn
 * takes it up and a "לא" closes it (offline/skills/offer.ts): another problem of a topic, or the full
 * solution of a problem whose answer was judged wrong. It lives for one turn: a reply that leaves the
 * state as it was drops it (`settleOffer`), so a "כן" several messages later is not read as taking it up.
 */
export const Offer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('another-problem'), topic: z.string().max(120) }),
  z.object({ kind: z.literal('solution'), problem: z.string().max(500) }),
]);
export type Offer = z.infer<typeof Offer>;

/** Carried by the states a thread may be in after a practice problem (absent before any problem). */
const carried = { practised: Practised.optional(), offer: Offer.optional() };

export const LessonState = z.object({
  mode: z.literal('lesson'),
  lesson_id: z.string(),
  finished: z.boolean(),
  ...carried,
});
export type LessonState = z.infer<typeof LessonState>;

/** What the introduction asks about, in the order it asks. */
export const IntroductionSlot = z.enum(['year', 'goals', 'hard', 'style']);
export type IntroductionSlot = z.infer<typeof IntroductionSlot>;

export const IntroductionState = z.object({
  mode: z.literal('introduction'),
  /** the student's answers, in the order given */
  answers: z.array(z.string()),
  /**
   * what the student said about each question, placed by what it is about rather than by which question
   * came next; absent in a thread begun before it existed (its answers are then read one per question)
   */
  slots: z.partialRecord(IntroductionSlot, z.array(z.string())).optional(),
  /** the question asked again because the answer was about something else; it takes the next answer */
  repeated: IntroductionSlot.optional(),
  done: z.boolean(),
});
export type IntroductionState = z.infer<typeof IntroductionState>;

/** A practice problem the tutor gave in chat, and where the student is on its hint ladder. */
export const PracticeState = z.object({
  mode: z.literal('practice'),
  problem_id: z.string(),
  subject_id: z.string(),
  /** the syllabus module the problem belongs to */
  topic: z.string(),
  wrong_attempts: z.number().int().nonnegative(),
  hints_shown: z.number().int().nonnegative(),
  /** the lesson the thread was in before the problem, resumed after it */
  resume: LessonState.nullable(),
  /**
   * the problems this thread was given, oldest first (every topic; in a thread begun before, this topic
   * only): "another one" picks one of the topic not among them while others remain
   */
  given: z.array(z.string()).optional(),
  /** the problem is over (solved, revealed or stopped): the thread waits for "another?" or "I did not get it" */
  done: z.boolean().optional(),
  offer: Offer.optional(),
});
export type PracticeState = z.infer<typeof PracticeState>;

/**
 * A homework question taken one step at a time: the question (cut from a paste when the student pasted
 * several) and how many steps of its verified walkthrough were shown; "next step" shows one more, "full
 * solution" the rest.
 */
export const HomeworkState = z.object({
  mode: z.literal('homework'),
  question: z.string().max(2000),
  shown: z.number().int().nonnegative(),
  /** the lesson the thread was in before, resumed after it */
  resume: LessonState.nullable(),
  ...carried,
});
export type HomeworkState = z.infer<typeof HomeworkState>;

/** One step of a walkthrough as kept in the thread state: its sentence and formula, cut to size. */
export const ExplainedStep = z.object({
  text: z.string().max(400),
  latex: z.string().max(400).optional(),
});

/**
 * What the tutor explained last in free chat, so that "לא הבנתי" can explain it again more simply
 * (offline/explain.ts): a solver walkthrough (its kind, problem, steps and answer, bounded) or a lesson
 * passage (its lesson and passage ids); `again` counts the "I did not get it"s answered since, and
 * `step` is the walkthrough step explained last (0-based).
 */
export const ExplainedState = z.object({
  mode: z.literal('explained'),
  explained: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('walkthrough'),
      solver: z.string().max(40),
      problem: z.string().max(500),
      steps: z.array(ExplainedStep).max(16),
      answer: z.string().max(400),
    }),
    z.object({
      kind: z.literal('passage'),
      lesson_id: z.string().max(120),
      passage_id: z.string().max(160),
    }),
  ]),
  again: z.number().int().nonnegative(),
  step: z.number().int().nonnegative().optional(),
  ...carried,
});
export type ExplainedState = z.infer<typeof ExplainedState>;

/**
 * Free chat with no activity open, holding only what is carried: the practice the thread has had (after a
 * homework walk-through that ended without a walkthrough to explain again) or the tutor's offer.
 */
export const ChatState = z.object({ mode: z.literal('chat'), ...carried });
export type ChatState = z.infer<typeof ChatState>;

export const ThreadState = z.discriminatedUnion('mode', [
  TestState,
  LessonState,
  IntroductionState,
  PracticeState,
  HomeworkState,
  ExplainedState,
  ChatState,
]);
export type ThreadState = z.infer<typeof ThreadState>;

/** The practice a state remembers: its own problem while practising, else what it carries. */
export function practisedOf(state: ThreadState | null): Practised | undefined {
  if (state?.mode === 'practice') {
    const { given, topic, problem_id } = state;
    return { given: given ?? [problem_id], topic, problem_id };
  }
  return state && carries(state) ? state.practised : undefined;
}

/** The states that carry what was practised and the tutor's offer. */
type Carrying = LessonState | HomeworkState | ExplainedState | ChatState;

function carries(state: ThreadState): state is Carrying {
  return ['lesson', 'homework', 'explained', 'chat'].includes(state.mode);
}

/** `state` carrying the practice the thread has had (unchanged when there was none). */
export function withPractised<T extends Carrying>(state: T, practised: Practised | undefined): T {
  return practised ? { ...state, practised } : state;
}

/** Free chat with nothing open: the practice carried, or no state at all when there is none. */
export function chatState(practised: Practised | undefined): ChatState | null {
  return practised ? { mode: 'chat', practised } : null;
}

/** The offer the tutor made at the end of its last reply, if the state holds one. */
export function offerOf(state: ThreadState | null): Offer | undefined {
  return state && (carries(state) || state.mode === 'practice') ? state.offer : undefined;
}

/**
 * `state` with the tutor's offer (free chat with nothing open becomes a `chat` state); a test or an
 * introduction holds no offer and is left as it is.
 */
export function withOffer(state: ThreadState | null, offer: Offer): ThreadState | null {
  if (state === null) return { mode: 'chat', offer };
  return carries(state) || state.mode === 'practice' ? { ...state, offer } : state;
}

/** `state` without an offer (a `chat` state that held nothing else becomes no state). */
export function withoutOffer(state: ThreadState | null): ThreadState | null {
  if (!state || !(carries(state) || state.mode === 'practice') || !state.offer) return state;
  if (state.mode === 'chat' && !state.practised) return null;
  const { offer: _taken, ...rest } = state;
  return rest;
}

/**
 * An offer lives for one turn: a reply that leaves the state as it was (`state` undefined) drops the offer
 * it held, so "כן" answers only the message that asked; a reply that sets a state sets its own offer.
 */
export function settleOffer<R extends { state?: ThreadState | null }>(
  before: ThreadState | null,
  reply: R,
): R {
  if (reply.state !== undefined || !offerOf(before)) return reply;
  return { ...reply, state: withoutOffer(before) };
}

/** The lesson as a state to go back to, without what it carried (the practice state holds that itself). */
export function lessonOnly(state: LessonState): LessonState {
  return { mode: 'lesson', lesson_id: state.lesson_id, finished: state.finished };
}

export function parseState(text: string | null): ThreadState | null {
  if (!text) return null;
  try {
    const parsed = ThreadState.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
