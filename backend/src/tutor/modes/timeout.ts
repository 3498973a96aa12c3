/**
 * The Time-Out chat (docs/requirements.md#accounts-screens, #accounts-states): a break with the persona, no lessons and no grades. Offline it
 * listens and asks open questions; its summary (two to three paragraphs) quotes what the student
 * shared, and nothing from it reaches another thread unless the student adds it (`inject_summary`).
 */
import { fill, pick, type TutorTexts } from '../texts';
import type { TutorReply, TutorTurn } from '../types';
import { cueIn } from './cues';
import type { Turn } from './turn';

export function openTimeout(turn: Turn): TutorReply {
  return { bot: fill(turn.texts.timeout.greeting, { persona: turn.persona }) };
}

/** Joins names as a sentence does: "a", "a and b", "a, b and c" ("ו" in Hebrew). */
function joined(names: readonly string[], hebrew: boolean): string {
  if (names.length < 2) return names.join('');
  const last = names.at(-1) ?? '';
  return `${names.slice(0, -1).join(', ')}${hebrew ? ' ו' : ' and '}${last}`;
}

/**
 * The student's message answered for what it says: words of danger to oneself get where to find help now;
 * feelings the student names ("I'm stressed and not sleeping") are named back, with the first one's
 * question; only a message that names none gets one of the open questions.
 */
export function timeoutTurn(turn: Turn): TutorReply {
  const { timeout } = turn.texts;
  const text = turn.ctx.message.text;
  // Either language's words count: a student may write Hebrew in the English interface and the reverse.
  const other = turn.texts === turn.hebrew ? undefined : turn.hebrew.timeout;
  // danger to oneself is the intent layer's reading (its crisis words, both languages), as in every thread
  if (turn.reading.crisis) return { bot: timeout.crisis.reply };
  const named = timeout.feelings.filter((feeling, index) => {
    const cues = [...feeling.cues, ...(other?.feelings[index]?.cues ?? [])];
    return cues.some((cue) => cueIn(text, cue));
  });
  const first = named[0];
  if (!first) return { bot: pick(timeout.replies, Math.floor(turn.seed / 2)) };
  const names = joined(
    named.map((feeling) => feeling.name),
    turn.texts === turn.hebrew,
  );
  return { bot: [fill(timeout.feelingsReply, { feelings: names }), first.question].join(' ') };
}

function clip(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}

/** Three paragraphs: what the student shared (their longest messages, quoted), the talk, the way on. */
export function timeoutSummary(texts: TutorTexts, history: readonly TutorTurn[]): string {
  const shared = history
    .filter((message) => message.role === 'user' && message.text.trim().length > 0)
    .map((message) => message.text)
    .sort((a, b) => b.length - a.length)
    .slice(0, 3)
    .map((text) => `„${clip(text, 160)}”`);
  const opening = shared.length
    ? fill(texts.timeout.summaryOpening, { topics: shared.join('; ') })
    : texts.timeout.summaryNothing;
  return [opening, texts.timeout.summaryMiddle, texts.timeout.summaryClosing].join('\n\n');
}
