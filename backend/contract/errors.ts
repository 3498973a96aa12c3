import { z } from 'zod';

/** The one error envelope every 4xx/5xx carries. `error` and `message` hold the same human text. */
export const ErrorEnvelope = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
