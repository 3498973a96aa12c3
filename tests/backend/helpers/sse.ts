/** Reads a Server-Sent Events answer of `POST /api/chat/chat` and validates every event against the contract. */
import type { z } from 'zod';
import { ChatStreamEvent, type ChatRequest } from '../../../backend/contract';

export interface StreamResult {
  status: number;
  headers: Headers;
  events: ChatStreamEvent[];
  /** each event's `id:` line (undefined where it had none), in the order of `events` */
  ids: Array<string | undefined>;
  /** ms from the request to the first `delta` event (undefined when there was none) */
  firstDeltaMs: number | undefined;
  /** the JSON body when the answer was not a stream (an error before the message was accepted) */
  json: unknown;
}

/** Splits an SSE body into events; comment lines (`: keep-alive`) are skipped. */
export function parseEvents(text: string): ChatStreamEvent[] {
  return parseIdentifiedEvents(text).map(({ event }) => event);
}

/** The same, with each event's `id:` line. */
export function parseIdentifiedEvents(
  text: string,
): Array<{ event: ChatStreamEvent; id: string | undefined }> {
  const events: Array<{ event: ChatStreamEvent; id: string | undefined }> = [];
  for (const block of text.split('\n\n')) {
    let name = '';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) name = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
      else if (line.startsWith('id: ')) id = line.slice(4);
    }
    if (name)
      events.push({ event: ChatStreamEvent.parse({ event: name, data: JSON.parse(data.join('\n')) }), id });
  }
  return events;
}

export async function streamChat(
  baseUrl: string,
  token: string,
  body: z.input<typeof ChatRequest>,
  options: {
    signal?: AbortSignal;
    onEvent?: (event: ChatStreamEvent) => void;
    /** more request headers (`Last-Event-ID`) */
    headers?: Record<string, string>;
  } = {},
): Promise<StreamResult> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/chat/chat`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...options.headers,
    },
    body: JSON.stringify(body),
    signal: options.signal,
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    return {
      status: response.status,
      headers: response.headers,
      events: [],
      ids: [],
      firstDeltaMs: undefined,
      json: await response.json(),
    };
  }
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstDeltaMs: number | undefined;
  const events: ChatStreamEvent[] = [];
  const ids: Array<string | undefined> = [];
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const end = buffer.lastIndexOf('\n\n');
    if (end === -1) continue;
    for (const { event, id } of parseIdentifiedEvents(buffer.slice(0, end + 2))) {
      if (event.event === 'delta' && firstDeltaMs === undefined) firstDeltaMs = performance.now() - started;
      events.push(event);
      ids.push(id);
      options.onEvent?.(event);
    }
    buffer = buffer.slice(end + 2);
  }
  return { status: response.status, headers: response.headers, events, ids, firstDeltaMs, json: undefined };
}
