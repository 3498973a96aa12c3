/**
 * Voice (`transcribe_audio`): a recording becomes text through an OpenAI-compatible transcription
 * endpoint (OpenAI, or a local Whisper server speaking its API), Hebrew by default. No engine that
 * works offline exists in any registry package, so without one configured the call answers
 * 503 `transcription_unavailable`, and `GET /api/config` tells the UI to hide the microphone.
 */
import { openAsBlob } from 'node:fs';
import OpenAI from 'openai';
import type { MediaConfig } from '../../config';
import { AppError, ServiceUnavailable } from '../../errors';
import type { Logger } from '../../logger';
import type { IncomingFile } from '../incoming-file';
import type { SpeechLanguage, SpeechWords } from '../tts/speech-text';
import { saveRecording, type Recording } from './recording';

export type { Recording } from './recording';

/** The largest recording accepted (OpenAI's own limit). */
export const maxRecordingBytes = 25 * 1024 * 1024;

type MessageKey = keyof SpeechWords['messages'];

export interface TranscriptionService {
  /** true when an endpoint is configured */
  readonly available: boolean;
  /** 503 `transcription_unavailable` unless an endpoint is configured */
  assertAvailable(): void;
  /**
   * Streams an incoming recording to a temporary file (the caller removes `path`): 400 `not_audio`
   * unless it starts like audio, 413 past `maxRecordingBytes` (the form's limit).
   */
  receive(incoming: IncomingFile): Promise<Recording>;
  /**
   * The text of a recording. Zero bytes → 400 "No audio recorded"; the endpoint's 429 → 429 with
   * its Retry-After; any other failure (5xx, timeout, unreachable) → 503 `transcription_failed`.
   */
  transcribe(recording: Recording): Promise<string>;
}

export function transcriptionService(deps: {
  config: MediaConfig['transcription'];
  words: Record<SpeechLanguage, SpeechWords>;
  /** where recordings are written while they arrive */
  scratchDir: string;
  logger: Logger;
}): TranscriptionService {
  const { config, words, scratchDir, logger } = deps;
  /** English in the envelope (like every API message), both languages in `details.messages`. */
  const messages = (key: MessageKey) => ({ he: words.he.messages[key], en: words.en.messages[key] });
  const unavailable = () =>
    new ServiceUnavailable(words.en.messages.transcription_unavailable, 'transcription_unavailable', {
      messages: messages('transcription_unavailable'),
    });
  const client =
    config.provider === 'openai'
      ? new OpenAI({
          baseURL: config.baseUrl,
          apiKey: config.apiKey ?? 'not-needed',
          timeout: config.timeoutMs,
          // The client backs off itself (docs/requirements.md#learning-space-errors: 2 s, 4 s, 8 s); a 429 goes straight back.
          maxRetries: 0,
        })
      : undefined;

  return {
    available: client !== undefined,
    assertAvailable() {
      if (!client) throw unavailable();
    },
    receive: (incoming) =>
      saveRecording(
        incoming,
        scratchDir,
        () =>
          new AppError(400, 'not_audio', words.en.messages.not_audio, { messages: messages('not_audio') }),
      ),
    async transcribe(recording) {
      if (!client) throw unavailable();
      if (recording.size === 0) {
        throw new AppError(400, 'no_audio', words.en.messages.no_audio, { messages: messages('no_audio') });
      }
      try {
        // A Blob backed by the file: the request streams it, the recording is never in memory whole.
        const audio = await openAsBlob(recording.path, { type: recording.contentType });
        const result = await client.audio.transcriptions.create({
          file: new File([audio], recording.filename || 'recording.webm', { type: recording.contentType }),
          model: config.model,
          language: config.language,
        });
        return result.text.trim();
      } catch (error) {
        if (error instanceof OpenAI.APIError && error.status === 429) {
          const retryAfter = Number(error.headers?.get('retry-after'));
          const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : 2;
          throw new AppError(
            429,
            'transcription_busy',
            words.en.messages.transcription_busy,
            { messages: messages('transcription_busy') },
            { 'Retry-After': String(seconds) },
          );
        }
        logger.warn({ err: error }, 'transcription endpoint failed');
        throw new ServiceUnavailable(
          words.en.messages.transcription_failed,
          'transcription_failed',
          { messages: messages('transcription_failed') },
          5,
        );
      }
    },
  };
}
