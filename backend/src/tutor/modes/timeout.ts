/**
 * The Time-Out chat (accounts §2, §4): a break with the persona, no lessons and no grades. Offline it
 * listens and asks open questions; its summary (two to three paragraphs) quotes what the student
 * shared, and nothing from it reaches another thread unless the student adds it (`inject_summary`).
 */
import { fill, pick, type TutorTexts } from '../texts';
import type { TutorReply, TutorTurn } from '../types';
import type { Turn } from './turn';

export function openTimeout(turn: Turn): TutorReply {
  return { bot: fill(turn.texts.timeout.greeting, { persona: turn.persona }) };
}

export function timeoutTurn(turn: Turn): TutorReply {
  return { bot: pick(turn.texts.timeout.replies, Math.floor(turn.seed / 2)) };
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
