/**
 * Calls an OpenAI-compatible chat-completions endpoint through the `openai` SDK (OpenAI, Ollama, vLLM,
 * LM Studio): a timeout on the first token and between tokens, retries on 429 and 5xx (and on a
 * connection failed, hung, malformed or cut before any text arrived) with exponential backoff and
 * jitter, honouring Retry-After, then a TutorUnavailableError the service answers as 503. No retry
 * once text has reached the student: a stream cut mid-way ends with the text so far as `partial`.
 */
import OpenAI, { APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { TutorUnavailableError } from '../errors';
import type { TutorConfig } from '../types';

/** The model settings of the tutor's configuration, and two knobs tests turn. */
export type ModelClientOptions = Pick<
  TutorConfig,
  'baseUrl' | 'apiKey' | 'model' | 'timeoutMs' | 'maxRetries' | 'structured'
> & {
  /** backoff base (LLM_BACKOFF_MS) */
  backoffMs?: number;
  /** the longest Retry-After waited inside a request; longer ones end it with that Retry-After */
  maxRetryWaitMs?: number;
};

export interface ModelRequest {
  /** the messages, or the messages for a JSON (structured) and a markdown answer */
  messages: ChatCompletionMessageParam[] | ((structured: boolean) => ChatCompletionMessageParam[]);
  /** a JSON schema the answer must follow, when the server supports it */
  schema?: { name: string; schema: Record<string, unknown> };
  signal: AbortSignal;
  /** another model than the configured one (the vision model for a message with images) */
  model?: string | undefined;
}

export interface ModelClient {
  /** The answer's text as it arrives. */
  stream(request: ModelRequest): AsyncGenerator<string>;
  /** The whole answer. */
  complete(request: ModelRequest): Promise<string>;
  /** whether JSON schemas are still asked for (a server that refused them is asked in markdown) */
  readonly structured: boolean;
}

const unavailable = 'The model did not answer';

/** Seconds from a Retry-After header (seconds or an HTTP date), or undefined. */
function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof APIError) || !error.headers) return undefined;
  const value = error.headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

function retryable(error: unknown): boolean {
  if (!(error instanceof APIError)) return true; // malformed body, socket closed, our own timeout
  if (error.status === undefined) return true; // connection errors and errors inside a stream
  return error.status === 408 || error.status === 409 || error.status === 429 || error.status >= 500;
}

/** A server that does not take `response_format` answers 400 mentioning it. */
function refusesSchema(error: unknown): boolean {
  return (
    error instanceof APIError &&
    error.status === 400 &&
    /response_format|json_schema|schema/i.test(error.message)
  );
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Aborts when the caller's signal does, or when `timeoutMs` pass without a `touch()`. */
function watchdog(outer: AbortSignal, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const onAbort = () => controller.abort(outer.reason);
  outer.addEventListener('abort', onAbort, { once: true });
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error('model timeout'));
    }, timeoutMs);
  };
  touch();
  return {
    signal: controller.signal,
    touch,
    timedOut: () => timedOut,
    done() {
      clearTimeout(timer);
      outer.removeEventListener('abort', onAbort);
    },
  };
}

class CutStream extends Error {
  constructor() {
    super('the model stream ended before it finished');
  }
}

export function modelClient(options: ModelClientOptions): ModelClient {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey || 'no-key',
    maxRetries: 0,
    timeout: options.timeoutMs,
    // The SDK would print a model's malformed answers to the console; the service logs what matters.
    logLevel: 'off',
  });
  const backoffMs = options.backoffMs ?? 500;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 10_000;
  let structured = options.structured;

  function body(request: ModelRequest) {
    const asJson = structured && request.schema !== undefined;
    return {
      model: request.model ?? options.model,
      messages: typeof request.messages === 'function' ? request.messages(asJson) : request.messages,
      ...(asJson && request.schema
        ? {
            response_format: {
              type: 'json_schema' as const,
              json_schema: { name: request.schema.name, schema: request.schema.schema, strict: false },
            },
          }
        : {}),
    };
  }

  /**
   * Runs `attempt` until it succeeds, the error is not retryable, text has gone out, or the retries
   * are spent; then throws TutorUnavailableError.
   */
  async function withRetries<T>(
    request: ModelRequest,
    attempt: (signal: AbortSignal, touch: () => void) => Promise<T>,
    produced: () => string,
  ): Promise<T> {
    let lastError: unknown;
    for (let tries = 0; tries <= options.maxRetries; tries += 1) {
      const guard = watchdog(request.signal, options.timeoutMs);
      try {
        return await attempt(guard.signal, guard.touch);
      } catch (error) {
        if (request.signal.aborted) throw error;
        lastError = guard.timedOut() ? new Error('model timeout') : error;
        if (refusesSchema(error) && structured) {
          structured = false;
          tries -= 1;
          continue;
        }
        const partial = produced();
        const retryAfter = retryAfterOf(error);
        if (partial || !retryable(lastError) || tries === options.maxRetries) {
          throw new TutorUnavailableError(unavailable, Math.ceil(retryAfter ?? 5), partial);
        }
        const wait =
          retryAfter !== undefined ? retryAfter * 1000 : backoffMs * 2 ** tries * (0.5 + Math.random());
        if (wait > maxRetryWaitMs) throw new TutorUnavailableError(unavailable, Math.ceil(wait / 1000));
        await sleep(wait, request.signal);
      } finally {
        guard.done();
      }
    }
    throw new TutorUnavailableError(unavailable, 5, produced());
  }

  return {
    get structured() {
      return structured;
    },

    async *stream(request) {
      // Chunks are handed over through a queue so the generator can yield while the attempt runs.
      let produced = '';
      const queue: string[] = [];
      let wake: (() => void) | undefined;
      let finished = false;
      let failure: unknown;
      const run = withRetries(
        request,
        async (signal, touch) => {
          const stream = await client.chat.completions.create({ ...body(request), stream: true }, { signal });
          let ended = false;
          for await (const chunk of stream) {
            touch();
            const choice = chunk.choices[0];
            const text = choice?.delta?.content ?? '';
            if (text) {
              produced += text;
              queue.push(text);
              wake?.();
            }
            if (choice?.finish_reason) ended = true;
          }
          // The SDK ends quietly when the connection drops or our watchdog aborts: no finish_reason.
          if (!ended) throw new CutStream();
        },
        () => produced,
      ).then(
        () => {
          finished = true;
          wake?.();
        },
        (error: unknown) => {
          failure = error;
          finished = true;
          wake?.();
        },
      );
      while (true) {
        const next = queue.shift();
        if (next !== undefined) {
          yield next;
          continue;
        }
        if (finished) break;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
      await run;
      if (failure) throw failure;
    },

    async complete(request) {
      return withRetries(
        request,
        async (signal) => {
          const answer = await client.chat.completions.create(
            { ...body(request), stream: false },
            { signal },
          );
          const text = answer.choices[0]?.message?.content;
          if (typeof text !== 'string' || text.trim() === '') throw new CutStream();
          return text;
        },
        () => '',
      );
    },
  };
}
