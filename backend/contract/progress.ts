import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const ActivityType = z.enum(['test', 'practice']);
export type ActivityType = z.infer<typeof ActivityType>;

/** One answer of a practice problem ({userAnswer, correctAnswer, isCorrect}) or a test ({questionId, selectedAnswer, isCorrect}). */
export const ActivityAnswer = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** Save activity result: the flat body of POST /api/auth/progress. */
export const ActivityResult = z.object({
  course_id: z.string().trim().min(1).max(100),
  activity_type: ActivityType,
  activity_id: z.string().trim().min(1).max(200),
  score: z.number().min(0).max(100),
  time_spent: z.number().int().min(0).max(86_400),
  answers: z.array(ActivityAnswer).max(500),
  completed: z.boolean().optional(),
  /** idempotency key: a retry with the same client_id stores one row */
  client_id: z.string().trim().min(1).max(64).optional(),
});
export type ActivityResult = z.infer<typeof ActivityResult>;

export const ProgressRecord = z.object({
  id: z.number().int().positive(),
  course_id: z.string(),
  activity_type: ActivityType,
  activity_id: z.string(),
  score: z.number(),
  time_spent: z.number().int(),
  answers: z.array(ActivityAnswer),
  completed: z.boolean(),
  created_at: z.string(),
});
export type ProgressRecord = z.infer<typeof ProgressRecord>;

export const getProgress = defineEndpoint({
  name: 'getProgress',
  method: 'GET',
  path: '/api/auth/progress',
  auth: true,
  summary: "The signed-in user's activity results, newest first, filtered by course and type.",
  query: z.object({
    course_id: z.string().trim().min(1).max(100).optional(),
    activity_type: ActivityType.optional(),
  }),
  response: z.object({ progress: z.array(ProgressRecord) }),
  errors: [400, 401],
});

export const saveProgress = defineEndpoint({
  name: 'saveProgress',
  method: 'POST',
  path: '/api/auth/progress',
  auth: true,
  summary: 'Saves one activity result; idempotent on client_id.',
  body: ActivityResult,
  response: z.object({ success: z.literal(true), data: ProgressRecord }),
  errors: [400, 401],
});
