/**
 * An OpenAI-compatible HTTP server for tests and benchmarks: the `openai` provider talks to it over
 * real HTTP, never through a stubbed SDK. `POST /v1/chat/completions` answers scripted replies, as
 * JSON or as a stream (`stream: true`), and injects the faults a real model server shows: 429 with
 * Retry-After, 500, a hang past the client's timeout, a malformed body, a stream cut mid-way, a 400
 * refusing `response_format`. The audio endpoints speak the same protocol beside it:
 * `POST /v1/audio/speech` and `POST /v1/audio/transcriptions` (multipart), with faults of their own
 * (`audio.faults`: a status with Retry-After, a hang). More endpoints are one
 * `route(method, path, handler)` call away.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import busboy from 'busboy';

export type Fault = 'rate-limit' | 'server-error' | 'hang' | 'malformed' | 'cut' | 'refuse-schema';
export const faults: readonly Fault[] = ['rate-limit', 'server-error', 'hang', 'malformed', 'cut'];

/** One scripted answer of the chat-completions endpoint. */
export type Step =
  | {
      /** the assistant's content */
      reply: string;
      /** wait this long before the first byte of the answer */
      firstTokenDelayMs?: number;
      /** characters per stream chunk (default 8) and the wait between chunks */
      chunkSize?: number;
      chunkDelayMs?: number;
    }
  | {
      fault: Fault;
      retryAfterSeconds?: number;
      /** for `cut`: chunks sent before the cut */ afterChunks?: number;
    };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** the body's bytes as they came (a multipart upload) */
  raw: Buffer;
  /** performance.now() when the request's body had arrived */
  at: number;
}

/** A fault of the audio endpoints, applied to one request. */
export type AudioFault = { status: number; retryAfter?: number } | { hang: true };

/** What the audio endpoints answer and what they were sent. */
export interface AudioState {
  /** what `/v1/audio/transcriptions` answers */
  transcript: string;
  /** faults applied to the next audio requests, one each, in order */
  faults: AudioFault[];
  speech: Array<{ model: string; voice: string; input: string; response_format: string }>;
  transcriptions: Array<{ model: string; language: string; bytes: number; filename: string }>;
}

export type RouteHandler = (request: RecordedRequest, res: ServerResponse) => void | Promise<void>;

export interface ModelServer {
  /** the base URL the SDK takes (`…/v1`) */
  url: string;
  /** every request, in order */
  requests: RecordedRequest[];
  /** answers the client abandoned before they were complete (it aborted the request) */
  readonly abandoned: number;
  /** queues answers; when the queue is empty, `fallback` answers */
  script(...steps: Step[]): void;
  /** the answer when nothing is scripted (default: a fixed Hebrew sentence) */
  fallback: (request: RecordedRequest) => Step;
  /** the audio endpoints' script and record */
  audio: AudioState;
  /** adds or replaces an endpoint */
  route(method: string, path: string, handler: RouteHandler): void;
  close(): Promise<void>;
}

interface ChatBody {
  model?: string;
  stream?: boolean;
  messages?: Array<{ role: string; content: unknown }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function chunk(model: string, delta: Record<string, string>, finish: string | null) {
  return {
    id: 'chatcmpl-stream',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  };
}

function pieces(text: string, size: number): string[] {
  const characters = [...text];
  const out: string[] = [];
  for (let start = 0; start < characters.length; start += size)
    out.push(characters.slice(start, start + size).join(''));
  return out;
}

async function readBody(req: IncomingMessage): Promise<{ raw: Buffer; body: unknown }> {
  const chunks: Buffer[] = [];
  for await (const part of req) chunks.push(part as Buffer);
  const raw = Buffer.concat(chunks);
  const text = raw.toString('utf8');
  try {
    return { raw, body: text ? JSON.parse(text) : undefined };
  } catch {
    return { raw, body: text };
  }
}

function json(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(value);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

async function answer(
  step: Step,
  body: ChatBody,
  res: ServerResponse,
  hung: Set<ServerResponse>,
): Promise<void> {
  const model = body.model ?? 'test-model';
  if ('fault' in step) {
    switch (step.fault) {
      case 'rate-limit':
        return json(
          res,
          429,
          { error: { message: 'Rate limit reached', type: 'rate_limit' } },
          {
            'Retry-After': String(step.retryAfterSeconds ?? 1),
          },
        );
      case 'server-error':
        return json(res, 500, { error: { message: 'The server had an error', type: 'server_error' } });
      case 'refuse-schema':
        return json(res, 400, {
          error: {
            message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported",
            type: 'invalid_request_error',
          },
        });
      case 'hang':
        // Never answers; the client's timeout must fire. Closed when the server closes.
        hung.add(res);
        return;
      case 'malformed':
        if (body.stream) {
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          res.end('data: {"choices": [{"delta": {"content": "חצי\n\n');
          return;
        }
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"id": "x", "choices": [ this is not json');
        return;
      case 'cut': {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        const sent = step.afterChunks ?? 2;
        for (let index = 0; index < sent; index += 1) {
          res.write(`data: ${JSON.stringify(chunk(model, { content: `קטע${index} ` }, null))}\n\n`);
          await sleep(5);
        }
        res.socket?.destroy();
        return;
      }
    }
  }
  if (step.firstTokenDelayMs) await sleep(step.firstTokenDelayMs);
  if (!body.stream) return json(res, 200, completion(model, step.reply));
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  res.write(`data: ${JSON.stringify(chunk(model, { role: 'assistant', content: '' }, null))}\n\n`);
  for (const piece of pieces(step.reply, step.chunkSize ?? 8)) {
    if (res.destroyed) return;
    res.write(`data: ${JSON.stringify(chunk(model, { content: piece }, null))}\n\n`);
    if (step.chunkDelayMs) await sleep(step.chunkDelayMs);
  }
  res.write(`data: ${JSON.stringify(chunk(model, {}, 'stop'))}\n\n`);
  res.end('data: [DONE]\n\n');
}

/** Answers the next audio fault, if one is queued; true when it did. */
function audioFault(audio: AudioState, res: ServerResponse, hung: Set<ServerResponse>): boolean {
  const fault = audio.faults.shift();
  if (!fault) return false;
  if ('hang' in fault) {
    hung.add(res);
    return true;
  }
  json(
    res,
    fault.status,
    { error: { message: `scripted ${fault.status}`, type: 'test_fault' } },
    fault.retryAfter === undefined ? {} : { 'Retry-After': String(fault.retryAfter) },
  );
  return true;
}

/** The fields and the file size of a multipart body. */
async function readForm(
  request: RecordedRequest,
): Promise<{ fields: Record<string, string>; bytes: number; filename: string }> {
  const fields: Record<string, string> = {};
  let bytes = 0;
  let filename = '';
  const parser = busboy({ headers: request.headers });
  parser.on('field', (name, value) => (fields[name] = value));
  parser.on('file', (_name, stream, info) => {
    filename = info.filename ?? '';
    stream.on('data', (part: Buffer) => (bytes += part.length));
  });
  await new Promise<void>((resolve, reject) => {
    parser.on('close', resolve).on('error', reject);
    Readable.from([request.raw]).pipe(parser);
  });
  return { fields, bytes, filename };
}

/** Starts the server on 127.0.0.1 and a free port. */
export async function startModelServer(): Promise<ModelServer> {
  const queue: Step[] = [];
  const requests: RecordedRequest[] = [];
  const hung = new Set<ServerResponse>();
  const routes = new Map<string, RouteHandler>();
  const state: { fallback: ModelServer['fallback'] } = { fallback: () => ({ reply: 'תשובה מהמודל.' }) };

  routes.set('POST /v1/chat/completions', async (request, res) => {
    const step = queue.shift() ?? state.fallback(request);
    await answer(step, (request.body ?? {}) as ChatBody, res, hung);
  });
  const audio: AudioState = {
    transcript: 'איך מוצאים את הקודקוד של פרבולה?',
    faults: [],
    speech: [],
    transcriptions: [],
  };
  routes.set('POST /v1/audio/speech', (request, res) => {
    if (audioFault(audio, res, hung)) return;
    const speech = request.body as AudioState['speech'][number];
    audio.speech.push(speech);
    // An MP3 frame header, then bytes that grow with the input (a stand-in for real audio).
    const clip = Buffer.concat([
      Buffer.from([0xff, 0xfb, 0x90, 0x64]),
      Buffer.alloc(speech.input.length * 10, 1),
    ]);
    res.writeHead(200, { 'Content-Type': 'audio/mpeg', 'Content-Length': String(clip.length) });
    res.end(clip);
  });
  routes.set('POST /v1/audio/transcriptions', async (request, res) => {
    if (audioFault(audio, res, hung)) return;
    const { fields, bytes, filename } = await readForm(request);
    audio.transcriptions.push({
      model: fields.model ?? '',
      language: fields.language ?? '',
      bytes,
      filename,
    });
    json(res, 200, { text: audio.transcript });
  });
  routes.set('GET /v1/models', (_request, res) =>
    json(res, 200, { object: 'list', data: [{ id: 'test-model', object: 'model', owned_by: 'tests' }] }),
  );

  let abandoned = 0;
  const server: Server = createServer((req, res) => {
    res.once('close', () => {
      if (!res.writableFinished && !hung.has(res)) abandoned += 1;
    });
    void (async () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const { raw, body } = await readBody(req);
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body,
        raw,
        at: performance.now(),
      };
      requests.push(request);
      const handler = routes.get(`${request.method} ${path}`);
      if (!handler) return json(res, 404, { error: { message: `No route ${request.method} ${path}` } });
      await handler(request, res);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get abandoned() {
      return abandoned;
    },
    script: (...steps) => queue.push(...steps),
    audio,
    get fallback() {
      return state.fallback;
    },
    set fallback(value) {
      state.fallback = value;
    },
    route: (method, path, handler) => routes.set(`${method.toUpperCase()} ${path}`, handler),
    async close() {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The messages of a recorded chat-completions request. */
export function messagesOf(request: RecordedRequest | undefined): Array<{ role: string; content: unknown }> {
  return ((request?.body ?? {}) as ChatBody).messages ?? [];
}
