/**
 * An incremental Server-Sent Events parser (the WHATWG event-stream format): feed it text as it arrives,
 * in pieces of any size, and it returns every event completed so far. Pure, no I/O.
 */

/** One dispatched event: its type (`message` when none was named), its data and its id. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Adds text and returns the events it completed. An event is complete at its blank line; what is left
 * when the stream ends is discarded, as the format says.
 */
export type SseParser = (text: string) => SseEvent[];

export function createSseParser(): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let started = false;

  const dispatch = (out: SseEvent[]) => {
    if (data.length > 0)
      out.push({ event: event || 'message', data: data.join('\n'), ...(id ? { id } : {}) });
    event = '';
    data = [];
  };

  const line = (text: string, out: SseEvent[]) => {
    if (text === '') {
      dispatch(out);
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\u0000')) id = value;
  };

  return (text) => {
    if (!started) {
      started = true;
      // A byte-order mark at the very start is not part of the first field.
      if (text.startsWith('\uFEFF')) text = text.slice(1);
    }
    buffer += text;
    const out: SseEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      // A lone \r at the end may be the first half of \r\n: wait for the next piece.
      if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) break;
      line(buffer.slice(0, match.index), out);
      buffer = buffer.slice(match.index + match[0].length);
    }
    return out;
  };
}
