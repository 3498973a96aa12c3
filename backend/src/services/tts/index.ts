/**
 * Read-aloud (`generate_tts`): a reply becomes spoken text (speech-text.ts), then audio from the
 * configured engine, kept in the object store under `tts/<content hash>.<ext>`. The same text with the
 * same voice is never synthesised twice: a stored clip is reused, and requests that arrive while it
 * is being made wait for that one synthesis. Who may play a clip is owned-clips.ts's business.
 */
import { createHash } from 'node:crypto';
import { ValidationError } from '../../errors';
import type { Logger } from '../../logger';
import type { ObjectKey, ObjectStore } from '../../storage';
import type { SpeechEngine } from './engines';
import { toSpokenText, type SpeechLanguage, type SpeechWords } from './speech-text';

export interface TtsServiceDeps {
  store: ObjectStore;
  /** the configured engine */
  engine: SpeechEngine;
  /** used when the configured engine fails (the offline engine behind a speech endpoint) */
  fallback?: SpeechEngine;
  words: Record<SpeechLanguage, SpeechWords>;
  logger: Logger;
}

/** A stored clip: its file name (`<sha256>.<ext>`, the key `tts/<file>`) and its size. */
export interface Clip {
  file: string;
  size: number;
}

export function ttsService({ store, engine, fallback, words, logger }: TtsServiceDeps) {
  const inFlight = new Map<string, Promise<Clip>>();

  async function clip(using: SpeechEngine, language: SpeechLanguage, spoken: string): Promise<Clip> {
    const hash = createHash('sha256').update(`${using.id}\0${language}\0${spoken}`).digest('hex');
    const file = `${hash}.${using.extension}`;
    const key: ObjectKey = `tts/${file}`;
    const running = inFlight.get(key);
    if (running) return running;
    const making = (async () => {
      const stored = await store.stat(key);
      if (stored) return { file, size: stored.size };
      const audio = await using.synthesize(spoken, language);
      await store.putBytes(key, audio, { contentType: using.contentType });
      return { file, size: audio.byteLength };
    })();
    inFlight.set(key, making);
    try {
      return await making;
    } finally {
      inFlight.delete(key);
    }
  }

  return {
    /**
     * The clip of `text` read aloud. Text with nothing to say (only marks, spaces or emoji) is a 400.
     * When a speech endpoint fails, the offline voice reads it instead, so the student still hears it.
     */
    async speak(text: string): Promise<Clip> {
      const { language, spoken } = toSpokenText(text, words);
      if (!/[\p{L}\p{N}]/u.test(spoken)) throw new ValidationError('There is no text to read aloud');
      try {
        return await clip(engine, language, spoken);
      } catch (error) {
        if (!fallback) throw error;
        logger.warn(
          { err: error, engine: engine.id },
          'speech endpoint failed; reading with the offline voice',
        );
        return clip(fallback, language, spoken);
      }
    },
    /** True while clip `file` is being made (it must not be deleted then). */
    making(file: string): boolean {
      return inFlight.has(`tts/${file}`);
    },
  };
}
export type TtsService = ReturnType<typeof ttsService>;
