import type { UserId } from '../../contract';
import type { Knex } from 'knex';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/knex';

export interface CourseRow {
  id: string;
  name: string;
  subject: string;
  assistant_name: string;
  data_folder: string;
  position: number;
  active: boolean | number;
}

export function coursesRepository(db: Db, changes: ChangeFeed) {
  // The catalogue changes only with a deploy's seed (which every node hears of: server.ts); a short per-node
  // cache spares a query per save.
  let known: { ids: Set<string>; at: number } | undefined;
  changes.subscribe((change) => {
    if (change === 'courses' || change === '*') known = undefined;
  });
  return {
    async activeIds(trx: Knex | Knex.Transaction = db): Promise<string[]> {
      const rows = await trx<CourseRow>('courses').select('id').where('active', true).orderBy('position');
      return rows.map((row) => row.id);
    },
    async exists(id: string): Promise<boolean> {
      if (changes.live && known && Date.now() - known.at <= 60_000 && known.ids.has(id)) return true;
      const rows = await db<CourseRow>('courses').select('id');
      const ids = new Set(rows.map((row) => row.id));
      known = changes.live ? { ids, at: Date.now() } : undefined;
      return ids.has(id);
    },
    async assign(
      userId: UserId,
      courseIds: readonly string[],
      trx: Knex | Knex.Transaction = db,
    ): Promise<void> {
      if (courseIds.length === 0) return;
      await trx('user_courses')
        .insert(courseIds.map((course_id) => ({ user_id: userId, course_id })))
        .onConflict(['user_id', 'course_id'])
        .ignore();
    },
    /** Assigned and still active, in catalogue order. */
    async assignedIds(userId: UserId): Promise<string[]> {
      const rows = await db('user_courses')
        .join('courses', 'courses.id', 'user_courses.course_id')
        .where('user_courses.user_id', userId)
        .andWhere('courses.active', true)
        .orderBy('courses.position')
        .select<Array<{ id: string }>>('courses.id as id');
      return rows.map((row) => row.id);
    },
  };
}
export type CoursesRepository = ReturnType<typeof coursesRepository>;
