/**
 * The voices that can read a reply: eSpeak NG offline (the default: no key, no network) and any
 * OpenAI-compatible speech endpoint (`audio.speech`), chosen by `TTS_PROVIDER`.
 */
import { Worker } from 'node:worker_threads';
import OpenAI from 'openai';
import type { SpeechProviderConfig } from '../../config';
import type { EspeakAnswer, EspeakJob } from './espeak-worker';
import type { SpeechLanguage, SpeechWords } from './speech-text';

export interface SpeechEngine {
  /** part of the cache key, so two engines never share a clip */
  readonly id: string;
  readonly extension: 'wav' | 'mp3';
  readonly contentType: string;
  /** Audio of `text` (already in words, see speech-text.ts) in `language`. */
  synthesize(text: string, language: SpeechLanguage): Promise<Uint8Array>;
}

/** A synthesis that fails, not a clip that is never coming: the worker is replaced after this. */
const espeakTimeoutMs = 30_000;

/**
 * eSpeak NG in one worker thread, started on first use and kept (unreferenced, so it never holds
 * the process open). Jobs run one after another in it; a crash or a hang fails the jobs in flight
 * and the next job starts a new thread.
 */
export function espeakEngine(
  voices: Record<SpeechLanguage, Pick<SpeechWords, 'voice'>>,
  speed = 165,
): SpeechEngine {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<
    number,
    { thread: Worker; resolve: (wav: Uint8Array) => void; reject: (error: Error) => void }
  >();

  /** Fails the jobs of a thread that crashed, hung or ended; the next job starts a new one. */
  function failAll(thread: Worker, error: Error): void {
    if (worker === thread) worker = undefined;
    for (const [id, job] of pending) {
      if (job.thread !== thread) continue;
      pending.delete(id);
      job.reject(error);
    }
  }

  function start(): Worker {
    // No piped stdout/stderr: their message ports would hold the process open despite unref(); the
    // worker prints nothing (eSpeak's output goes to its own print/printErr there).
    const started = new Worker(new URL('./espeak-worker.ts', import.meta.url));
    started.unref();
    started.on('message', (answer: EspeakAnswer) => {
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      if ('wav' in answer) job.resolve(answer.wav);
      else job.reject(new Error(answer.error));
    });
    started.on('error', (error) => failAll(started, error));
    started.on('exit', () => failAll(started, new Error('eSpeak NG worker exited')));
    return started;
  }

  return {
    id: `espeak-ng-${speed}`,
    extension: 'wav',
    contentType: 'audio/wav',
    synthesize(text, language) {
      worker ??= start();
      const current = worker;
      const id = nextId++;
      return new Promise<Uint8Array>((resolve, reject) => {
        const timer = setTimeout(() => {
          failAll(current, new Error('eSpeak NG took too long'));
          void current.terminate();
        }, espeakTimeoutMs);
        timer.unref();
        pending.set(id, {
          thread: current,
          resolve: (wav) => {
            clearTimeout(timer);
            resolve(wav);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        const job: EspeakJob = { id, text, voice: voices[language].voice, speed };
        current.postMessage(job);
      });
    },
  };
}

/** An OpenAI-compatible `POST /v1/audio/speech` (OpenAI, or a local server speaking its API). */
export function openaiSpeechEngine(config: SpeechProviderConfig & { voice: string }): SpeechEngine {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? 'not-needed',
    timeout: config.timeoutMs,
    maxRetries: 1,
  });
  return {
    id: `openai-${config.model}-${config.voice}`,
    extension: 'mp3',
    contentType: 'audio/mpeg',
    async synthesize(text) {
      const response = await client.audio.speech.create({
        model: config.model,
        voice: config.voice,
        input: text,
        response_format: 'mp3',
      });
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}
