import type { StructuredReply } from '../../contract';
import { contentText } from './flatten';
import type { TutorEvent, TutorReply } from './types';

/**
 * A formula shown on its own lines, as the final reply's renderer shows a step's `latex`: `$$` fences on
 * their own lines are display math in markdown (`$$…$$` inside a line would be set inline).
 */
const display = (latex: string) => `$$\n${latex}\n$$`;

type Step = { description: string; latex?: string | undefined };

/** Numbered steps, each with its formula below it. */
const stepPieces = (steps: readonly Step[]) =>
  steps.map((step, index) =>
    [`${index + 1}. ${step.description}`, step.latex ? display(step.latex) : ''].filter(Boolean).join('\n\n'),
  );

/**
 * What a student reads of a reply while it streams, piece by piece, in the order the final reply shows
 * it: a worked solution's problem, each step with its formula, the answer (the final `reply` then only
 * confirms what was shown). Other replies are their readable text as one piece.
 */
export function shownPieces(bot: string | StructuredReply): string[] {
  if (typeof bot === 'string') return [bot];
  switch (bot.type) {
    case 'problem_walkthrough':
      return [bot.problem, ...stepPieces(bot.steps), bot.answer ?? ''].filter(Boolean);
    case 'math_explanation':
      return [bot.text, display(bot.latex), ...stepPieces(bot.steps ?? [])].filter(Boolean);
    default:
      return [contentText(bot)];
  }
}

/** Where a piece of text may be cut: after a space that is outside every `$…$` / `$$…$$` formula. */
function cuts(text: string): number[] {
  const points: number[] = [];
  let inMath = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') {
      index += 1;
      continue;
    }
    if (char === '$') {
      if (text[index + 1] === '$') index += 1;
      inMath = !inMath;
    } else if (!inMath && char === ' ') {
      points.push(index + 1);
    }
  }
  return points;
}

/**
 * A reply that arrived whole, as deltas: piece by piece (shownPieces) — a worked solution's step with
 * its formula is one delta — and a long piece cut at word ends into parts of about `size` characters,
 * never inside a formula, so every delta the client shows is whole text and whole formulas. The deltas
 * joined are the reply's text as shown.
 */
export function* textDeltas(reply: TutorReply, size = 48): Generator<TutorEvent> {
  const pieces = shownPieces(reply.bot);
  for (const [index, piece] of pieces.entries()) {
    const text = index < pieces.length - 1 ? `${piece}\n\n` : piece;
    // A step with its formula is one delta; a reply of one piece (a text) streams in parts as before.
    if (pieces.length > 1 && text.length <= 2 * size) {
      yield { type: 'delta', text };
      continue;
    }
    let start = 0;
    for (const point of [...cuts(text), text.length]) {
      if (point - start < size && point < text.length) continue;
      if (point > start) yield { type: 'delta', text: text.slice(start, point) };
      start = point;
    }
  }
}

/**
 * The JSON answer of a turn: its stream collected. Deltas are dropped (the reply holds the whole
 * text); a stream that ends without a reply is a provider bug and throws.
 */
export async function collectReply(events: AsyncIterable<TutorEvent>): Promise<TutorReply> {
  for await (const event of events) if (event.type === 'reply') return event.reply;
  throw new Error('the tutor stream ended without a reply');
}
