import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const ActivityType = z.enum(['test', 'practice']);
export type ActivityType = z.infer<typeof ActivityType>;

/** One answer of a practice problem ({userAnswer, correctAnswer, isCorrect}) or a test ({questionId, selectedAnswer, isCorrect}). */
export const ActivityAnswer = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** The longest time an activity result may record, in seconds (a day). */
export const maxActivitySeconds = 86_400;

/** One save's answers may take at most this many bytes as JSON (UTF-8). */
export const maxAnswersBytes = 64 * 1024;

/** The UTF-8 length of a string, without encoding it. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Save activity result: the flat body of POST /api/auth/progress. */
export const ActivityResult = z.object({
  course_id: z.string().trim().min(1).max(100),
  activity_type: ActivityType,
  activity_id: z.string().trim().min(1).max(200),
  score: z.number().min(0).max(100),
  time_spent: z.number().int().min(0).max(maxActivitySeconds),
  answers: z
    .array(ActivityAnswer)
    .max(500)
    .refine(
      (answers) => utf8Length(JSON.stringify(answers)) <= maxAnswersBytes,
      `Answers must take at most ${maxAnswersBytes / 1024} KB`,
    ),
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
  /**
   * the activity's name from the course files, in the request's language where it wraps one (a practice
   * problem: its subject and its place); absent when the files no longer name it
   */
  title: z.string().optional(),
});
export type ProgressRecord = z.infer<typeof ProgressRecord>;

/** Pages of GET /api/auth/progress: `limit` records (default 100, at most 500), newest first. */
export const progressPage = { defaultLimit: 100, maxLimit: 500 } as const;

/**
 * Where the next page starts: the created_at and id of the last record of this page. Records are
 * ordered by created_at, then id, both descending, so the next page holds the records before it.
 */
const cursorPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~([1-9]\d{0,15})$/;
export function progressCursor(record: Pick<ProgressRecord, 'created_at' | 'id'>): string {
  return `${record.created_at}~${record.id}`;
}
export function readProgressCursor(cursor: string): { created_at: string; id: number } | undefined {
  const match = cursorPattern.exec(cursor);
  return match?.[1] && match[2] ? { created_at: match[1], id: Number(match[2]) } : undefined;
}

export const getProgress = defineEndpoint({
  name: 'getProgress',
  method: 'GET',
  path: '/api/auth/progress',
  auth: true,
  summary: "The signed-in user's results, newest first, by course and type; paged (limit, before).",
  query: z.object({
    course_id: z.string().trim().min(1).max(100).optional(),
    activity_type: ActivityType.optional(),
    limit: z.coerce.number().int().min(1).max(progressPage.maxLimit).optional(),
    before: z.string().regex(cursorPattern, 'Invalid cursor').optional(),
  }),
  response: z.object({
    progress: z.array(ProgressRecord),
    /** the `before` of the next page; null (or absent, from an older server) on the last page */
    next_cursor: z.string().nullable().optional(),
  }),
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
