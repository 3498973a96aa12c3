/**
 * The audio half of an OpenAI-compatible server for the tests: `POST /v1/audio/speech` and
 * `POST /v1/audio/transcriptions`, with scripted faults (an HTTP status with Retry-After, a hang).
 * `handleAudioRequest` is exported on its own so the chat engine's model test server can mount the
 * same two routes beside `/v1/chat/completions` (issue 14, phase 2).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';

export type AudioFault = { status: number; retryAfter?: number } | { hang: true };

export interface AudioState {
  /** what `/v1/audio/transcriptions` answers */
  transcript: string;
  /** faults applied to the next requests, one each, in order */
  faults: AudioFault[];
  /** what each request carried */
  speech: Array<{ model: string; voice: string; input: string; response_format: string }>;
  transcriptions: Array<{ model: string; language: string; bytes: number; filename: string }>;
}

export function newAudioState(): AudioState {
  return { transcript: 'איך מוצאים את הקודקוד של פרבולה?', faults: [], speech: [], transcriptions: [] };
}

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
}

/** Answers the two audio routes; returns false for any other path. */
export function handleAudioRequest(state: AudioState, req: IncomingMessage, res: ServerResponse): boolean {
  const path = new URL(req.url ?? '/', 'http://audio.test').pathname;
  if (req.method !== 'POST' || (path !== '/v1/audio/speech' && path !== '/v1/audio/transcriptions'))
    return false;
  const fault = state.faults.shift();
  if (fault && 'hang' in fault) {
    req.resume();
    return true;
  }
  if (fault) {
    req.resume();
    json(
      res,
      fault.status,
      { error: { message: `scripted ${fault.status}`, type: 'test_fault' } },
      fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) },
    );
    return true;
  }
  if (path === '/v1/audio/speech') {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const request = JSON.parse(body) as AudioState['speech'][number];
      state.speech.push(request);
      // An MP3 frame header, then bytes that grow with the input (a stand-in for real audio).
      const audio = Buffer.concat([
        Buffer.from([0xff, 0xfb, 0x90, 0x64]),
        Buffer.alloc(request.input.length * 10, 1),
      ]);
      res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(audio.length) });
      res.end(audio);
    });
    return true;
  }
  const fields: Record<string, string> = {};
  let bytes = 0;
  let filename = '';
  const parser = busboy({ headers: req.headers });
  parser.on('field', (name, value) => (fields[name] = value));
  parser.on('file', (_name, stream, info) => {
    filename = info.filename ?? '';
    stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
  });
  parser.on('close', () => {
    state.transcriptions.push({
      model: fields.model ?? '',
      language: fields.language ?? '',
      bytes,
      filename,
    });
    json(res, 200, { text: state.transcript });
  });
  req.pipe(parser);
  return true;
}

export interface AudioServer {
  /** the base URL the `openai` SDK is given, ending in /v1 */
  baseUrl: string;
  state: AudioState;
  close(): Promise<void>;
}

export async function startAudioServer(): Promise<AudioServer> {
  const state = newAudioState();
  const server = createServer((req, res) => {
    if (!handleAudioRequest(state, req, res)) json(res, 404, { error: { message: 'not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    state,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
