import type { UserId } from '../../contract';
import {
  ActivityAnswer,
  ActivityType,
  progressCursor,
  progressPage,
  readProgressCursor,
  type ActivityResult,
  type ProgressRecord,
} from '../../contract';
import { toIsoDate } from '../db/dates';
import { nowIso } from '../db/time';
import { ValidationError } from '../errors';
import type { CoursesRepository } from '../repositories/courses';
import type { ProgressRepository, ProgressRow } from '../repositories/progress';
import type { CourseLibrary, Language } from '../tutor';
import { activityTitle } from './activity-titles';

function parseAnswers(text: string): ProgressRecord['answers'] {
  try {
    const parsed = ActivityAnswer.array().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function toProgressRecord(row: ProgressRow): ProgressRecord {
  const type = ActivityType.safeParse(row.activity_type);
  return {
    id: Number(row.id),
    course_id: row.course_id,
    activity_type: type.success ? type.data : 'practice',
    activity_id: row.activity_id,
    score: Number(row.score),
    time_spent: Number(row.time_spent),
    answers: parseAnswers(row.answers),
    completed: Boolean(row.completed),
    created_at: toIsoDate(row.created_at),
  };
}

export function progressService(
  progress: ProgressRepository,
  courses: CoursesRepository,
  library: CourseLibrary,
) {
  /** The records with the names their course files give them. */
  async function named(records: ProgressRecord[], language: Language): Promise<ProgressRecord[]> {
    const ids = [...new Set(records.map((record) => record.course_id))];
    const loaded = new Map(await Promise.all(ids.map(async (id) => [id, await library.get(id)] as const)));
    return records.map((record) => {
      const course = loaded.get(record.course_id);
      const title = course && activityTitle(course, record.activity_type, record.activity_id, language);
      return title ? { ...record, title } : record;
    });
  }

  return {
    /** One page, newest first, and the cursor of the next one (null on the last page). */
    async list(
      userId: UserId,
      query: {
        course_id?: string | undefined;
        activity_type?: ActivityResult['activity_type'] | undefined;
        limit?: number | undefined;
        before?: string | undefined;
      },
      language: Language = 'he',
    ): Promise<{ progress: ProgressRecord[]; next_cursor: string | null }> {
      const limit = query.limit ?? progressPage.defaultLimit;
      // The contract checked the cursor's form, so it reads.
      const before = query.before === undefined ? undefined : readProgressCursor(query.before);
      // One row more than the page tells whether another page follows.
      const rows = await progress.list(userId, query, { limit: limit + 1, before });
      const records = await named(rows.slice(0, limit).map(toProgressRecord), language);
      const last = records.at(-1);
      return { progress: records, next_cursor: rows.length > limit && last ? progressCursor(last) : null };
    },
    async save(userId: UserId, result: ActivityResult): Promise<ProgressRecord> {
      if (!(await courses.exists(result.course_id))) {
        throw new ValidationError('Invalid body.course_id: Unknown course', {
          fields: [{ field: 'body.course_id', message: 'Unknown course' }],
        });
      }
      const row = await progress.insertOnce({
        user_id: userId,
        course_id: result.course_id,
        activity_type: result.activity_type,
        activity_id: result.activity_id,
        score: result.score,
        time_spent: result.time_spent,
        answers: JSON.stringify(result.answers),
        completed: result.completed ?? true,
        client_id: result.client_id ?? null,
        created_at: nowIso(),
      });
      return toProgressRecord(row);
    },
  };
}
export type ProgressService = ReturnType<typeof progressService>;
