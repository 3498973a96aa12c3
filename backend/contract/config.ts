import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { earlyCallPaths } from './paths';

/**
 * What this server can do, so the UI shows only what works: the microphone only with a transcription
 * service, and so on. Public: it holds no secret, only yes/no answers and limits.
 */
export const ServerFeatures = z.object({
  /** which tutor answers: the offline tutor (no key, no network) or an OpenAI-compatible model */
  tutor_provider: z.enum(['offline', 'openai']),
  /** whether `transcribe_audio` works (an OpenAI-compatible transcription endpoint is configured) */
  transcription: z.boolean(),
  /** who speaks `generate_tts`: the offline engine or a configured speech endpoint */
  tts: z.enum(['offline', 'provider']),
  /** whether the tutor can read images (a vision-capable model is configured) */
  vision: z.boolean(),
  /** the largest upload `upload_file` accepts, in bytes */
  max_upload_bytes: z.number().int().positive(),
});
export type ServerFeatures = z.infer<typeof ServerFeatures>;

export const getConfig = defineEndpoint({
  name: 'getConfig',
  method: 'GET',
  path: earlyCallPaths.getConfig,
  auth: false,
  summary: 'The features this server has (tutor provider, transcription, speech, vision, upload limit).',
  response: z.object({ features: ServerFeatures }),
  errors: [],
});
