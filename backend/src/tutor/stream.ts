import { contentText } from './flatten';
import type { TutorEvent, TutorReply } from './types';

/** The text of a reply that arrived whole, cut at word ends into pieces of about `size` characters. */
export function* textDeltas(reply: TutorReply, size = 48): Generator<TutorEvent> {
  const text = contentText(reply.bot);
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    const space = text.indexOf(' ', end);
    end = space === -1 || space - end > size ? Math.min(text.length, end) : space + 1;
    yield { type: 'delta', text: text.slice(start, end) };
    start = end;
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
