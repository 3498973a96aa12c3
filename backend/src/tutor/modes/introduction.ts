/**
 * The introduction chat (docs/requirements.md#accounts-screens, #accounts-states): the tutor asks at least four questions — school year, goals,
 * hard topics, how the student likes to learn — one at a time, then answers with a Hebrew summary that
 * the service stores and `get_introduction_status` shows.
 */
import { fill, pick } from '../texts';
import { IntroductionSlot, type IntroductionState } from '../state';
import type { TutorReply } from '../types';
import { cueIn } from './cues';
import type { Turn } from './turn';

type Slots = Record<IntroductionSlot, string[]>;

/** The questions' topics, in the order they are asked (the content's `questions` follow it). */
const order = IntroductionSlot.options;

export function introductionState(turn: Turn): IntroductionState {
  const state = turn.ctx.thread.state;
  return state?.mode === 'introduction' ? state : { mode: 'introduction', answers: [], done: false };
}

/** Each question's answers; a thread begun before they were kept reads its answers one per question. */
function slotsOf(state: IntroductionState): Slots {
  if (state.slots) {
    return {
      year: state.slots.year ?? [],
      goals: state.slots.goals ?? [],
      hard: state.slots.hard ?? [],
      style: state.slots.style ?? [],
    };
  }
  const { answers } = state;
  return {
    year: answers.slice(0, 1),
    goals: answers.slice(1, 2),
    hard: answers.slice(2, 3),
    style: answers.slice(3),
  };
}

/** Which topics one clause is about, by its cues in either language, the most cues first. */
function topicsOf(turn: Turn, clause: string): IntroductionSlot[] {
  const counts = order.map((slot) => {
    const cues = new Set([...turn.texts.introduction.cues[slot], ...turn.hebrew.introduction.cues[slot]]);
    return { slot, hits: [...cues].filter((cue) => cueIn(clause, cue)).length };
  });
  const most = Math.max(...counts.map((count) => count.hits));
  return most === 0 ? [] : counts.filter((count) => count.hits === most).map((count) => count.slot);
}

/**
 * Places an answer by what it is about: each clause (split at sentence ends and commas) goes to the topic
 * its words name, the question asked when they name none, or when it names the question asked among
 * others. So "goals" never holds the student's difficulties because they happened to answer them next.
 */
export function placeAnswer(
  turn: Turn,
  slots: Slots,
  asked: IntroductionSlot,
  answer: string,
): { slots: Slots; placed: IntroductionSlot[] } {
  const next: Slots = {
    year: [...slots.year],
    goals: [...slots.goals],
    hard: [...slots.hard],
    style: [...slots.style],
  };
  const placed: IntroductionSlot[] = [];
  const clauses = answer
    .split(/[.;!?\n]+|,\s+/u)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '');
  for (const clause of clauses.length > 0 ? clauses : [answer]) {
    const topics = topicsOf(turn, clause);
    const slot = topics.length === 0 || topics.includes(asked) ? asked : (topics[0] as IntroductionSlot);
    next[slot].push(clause);
    if (!placed.includes(slot)) placed.push(slot);
  }
  return { slots: next, placed };
}

/** One answer as a summary quotes it: one line, without trailing punctuation, at most 300 characters. */
function quoted(answer: string | undefined): string {
  const line = (answer ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?,;:]+$/, '');
  return line.length > 300 ? `${line.slice(0, 299)}…` : line || '—';
}

/** Each question's answer as one line, in the questions' order (what a summary is written from). */
export function answersByQuestion(slots: Slots): string[] {
  return order.map((slot) => slots[slot].join(' · '));
}

/** The Hebrew summary built from the four answers (in the questions' order), in the student's own words. */
export function introductionSummary(turn: Turn, answers: readonly string[]): string {
  return fill(turn.hebrew.introduction.summary, {
    year: quoted(answers[0]),
    goals: quoted(answers[1]),
    hard: quoted(answers[2]),
    style: quoted(answers.slice(3).join(' · ')),
  });
}

/** The greeting and the first question, when the thread opens. */
export function openIntroduction(turn: Turn): TutorReply {
  const { introduction } = turn.texts;
  return {
    bot: [fill(introduction.greeting, { persona: turn.persona }), introduction.questions[0]].join('\n\n'),
    state: { mode: 'introduction', answers: [], slots: {}, done: false },
  };
}

/**
 * Places the student's answer by its topic and asks the first question still unanswered (again, when
 * the answer was about something else), or, with every question answered, ends with the summary.
 * `summarise` lets a provider write the summary itself (it must stay Hebrew).
 */
export async function introductionTurn(
  turn: Turn,
  summarise: (answers: readonly string[]) => Promise<string> = async (answers) =>
    introductionSummary(turn, answers),
): Promise<TutorReply> {
  const { introduction } = turn.texts;
  const state = introductionState(turn);
  const before = slotsOf(state);
  if (state.done) {
    return {
      bot: introduction.done,
      introductionSummary: introductionSummary(turn, answersByQuestion(before)),
    };
  }
  const text = turn.ctx.message.text;
  const answers = [...state.answers, text];
  const asked = order.find((slot) => before[slot].length === 0) ?? 'style';
  // A question asked again takes the whole answer: the conversation always moves on.
  const { slots, placed } =
    state.repeated === asked
      ? { slots: { ...before, [asked]: [...before[asked], text.trim()] }, placed: [asked] }
      : placeAnswer(turn, before, asked, text);
  const next = order.find((slot) => slots[slot].length === 0);
  if (next !== undefined) {
    const question = introduction.questions[order.indexOf(next)] ?? '';
    const elsewhere = placed.filter((slot) => slot !== asked);
    const noted =
      elsewhere.length > 0
        ? fill(introduction.placedElsewhere, {
            slot: elsewhere.map((slot) => introduction.slotNames[slot]).join(', '),
          })
        : pick(introduction.acknowledge, answers.length);
    return {
      bot: [noted, question].join(' '),
      state: {
        mode: 'introduction',
        answers,
        slots,
        ...(next === asked ? { repeated: asked } : {}),
        done: false,
      },
    };
  }
  return {
    bot: introduction.done,
    introductionSummary: await summarise(answersByQuestion(slots)),
    state: { mode: 'introduction', answers, slots, done: true },
  };
}
