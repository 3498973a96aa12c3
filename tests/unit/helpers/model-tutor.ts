/**
 * The openai provider against the OpenAI-compatible test server (tests/backend/helpers/model-server.ts),
 * over real HTTP with the SDK not stubbed: one turn at a time, with the model's scripted answer.
 */
import { contentText } from '../../../backend/src/tutor';
import { openaiTutor } from '../../../backend/src/tutor/openai';
import { modelClient } from '../../../backend/src/tutor/openai/model-client';
import type { ThreadState } from '../../../backend/src/tutor/state';
import type { Tutor, TutorReply } from '../../../backend/src/tutor/types';
import type { ModelServer, Step } from '../../backend/helpers/model-server';
import { context, course, texts } from './tutor';

export function modelTutor(server: ModelServer, structured: boolean): Tutor {
  const client = modelClient({
    baseUrl: server.url,
    apiKey: 'test-key',
    model: 'test-model',
    timeoutMs: 2_000,
    maxRetries: 0,
    structured,
    backoffMs: 5,
  });
  return openaiTutor(texts, client, { historyChars: 24_000 });
}

export interface ModelTurn {
  reply: TutorReply;
  /** the reply as the student reads it */
  shown: string;
  /** the streamed deltas, joined */
  deltas: string;
  /** requests the turn sent to the model */
  calls: number;
}

/** One turn of the math course's free chat; `step` null when the turn must not reach the model. */
export async function askModel(
  server: ModelServer,
  text: string,
  step: Step | null,
  structured = true,
  state: ThreadState | null = null,
): Promise<ModelTurn> {
  const before = server.requests.length;
  if (step !== null) server.script(step);
  let deltas = '';
  const events = modelTutor(server, structured).respond(context({ text, course: await course(), state }));
  for await (const event of events) {
    if (event.type === 'delta') deltas += event.text;
    else {
      const calls = server.requests.length - before;
      return { reply: event.reply, shown: contentText(event.reply.bot), deltas, calls };
    }
  }
  throw new Error('no reply');
}
