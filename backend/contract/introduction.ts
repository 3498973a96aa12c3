import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ThreadId } from './ids';

export const IntroductionStatus = z.object({
  exists: z.boolean(),
  /** the stored introduction's id; null when none exists */
  id: z.number().int().positive().nullable(),
  /** the introduction summary; null when none exists */
  content: z.string().nullable(),
});
export type IntroductionStatus = z.infer<typeof IntroductionStatus>;

export const getIntroductionStatus = defineEndpoint({
  name: 'getIntroductionStatus',
  method: 'GET',
  path: '/api/introduction/get_introduction_status',
  auth: true,
  summary: 'Whether the user has finished the introduction chat, with its summary.',
  response: IntroductionStatus,
  errors: [401, 500],
});

export const startIntroduction = defineEndpoint({
  name: 'startIntroduction',
  method: 'POST',
  path: '/api/introduction/start_introduction',
  auth: true,
  summary: "Opens the introduction thread and returns the assistant's first message.",
  response: z.object({ thread_id: ThreadId, message: z.string() }),
  errors: [401, 429, 500, 503],
});

export const IntroductionReply = z.object({
  message: z.string(),
  has_summary: z.boolean(),
  summary: z.string().nullable(),
});
export type IntroductionReply = z.infer<typeof IntroductionReply>;

export const superSimple = defineEndpoint({
  name: 'superSimple',
  method: 'POST',
  path: '/api/introduction/super_simple',
  auth: true,
  summary: 'One turn of the introduction chat; once the assistant has enough it returns the summary.',
  body: z.object({
    message: z.string().trim().min(1, 'Message is required').max(20_000),
    thread_id: ThreadId,
    /** idempotency key, as in the chat call */
    client_message_id: z.string().trim().min(1).max(64).optional(),
  }),
  response: IntroductionReply,
  errors: [400, 401, 404, 422, 429, 500, 503],
});
