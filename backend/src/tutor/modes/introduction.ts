/**
 * The introduction chat (accounts §2, §4): the tutor asks at least four questions — school year, goals,
 * hard topics, how the student likes to learn — one at a time, then answers with a Hebrew summary that
 * the service stores and `get_introduction_status` shows.
 */
import { fill, pick } from '../texts';
import type { IntroductionState } from '../state';
import type { TutorReply } from '../types';
import type { Turn } from './turn';

export function introductionState(turn: Turn): IntroductionState {
  const state = turn.ctx.thread.state;
  return state?.mode === 'introduction' ? state : { mode: 'introduction', answers: [], done: false };
}

/** One answer as a summary quotes it: one line, without trailing punctuation, at most 300 characters. */
function quoted(answer: string | undefined): string {
  const line = (answer ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?,;:]+$/, '');
  return line.length > 300 ? `${line.slice(0, 299)}…` : line || '—';
}

/** The Hebrew summary built from the four answers, in the student's own words. */
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
    state: { mode: 'introduction', answers: [], done: false },
  };
}

/**
 * Records the student's answer and asks the next question, or, with every question answered, ends
 * with the summary. `summarise` lets a provider write the summary itself (it must stay Hebrew).
 */
export async function introductionTurn(
  turn: Turn,
  summarise: (answers: readonly string[]) => Promise<string> = async (answers) =>
    introductionSummary(turn, answers),
): Promise<TutorReply> {
  const { introduction } = turn.texts;
  const state = introductionState(turn);
  if (state.done) {
    return { bot: introduction.done, introductionSummary: introductionSummary(turn, state.answers) };
  }
  const answers = [...state.answers, turn.ctx.message.text];
  const next = introduction.questions[answers.length];
  if (next !== undefined) {
    return {
      bot: [pick(introduction.acknowledge, answers.length), next].join(' '),
      state: { mode: 'introduction', answers, done: false },
    };
  }
  return {
    bot: introduction.done,
    introductionSummary: await summarise(answers),
    state: { mode: 'introduction', answers, done: true },
  };
}
