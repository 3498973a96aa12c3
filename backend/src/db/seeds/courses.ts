import { readFileSync } from 'node:fs';
import type { Knex } from 'knex';
import { CourseCatalogue } from '../../../contract';

const cataloguePath = new URL('../../../../content/courses/courses.json', import.meta.url);

/** The built-in catalogue (content/courses/courses.json), parsed by the contract. */
export function readCatalogue(): CourseCatalogue {
  return CourseCatalogue.parse(JSON.parse(readFileSync(cataloguePath, 'utf8')));
}

/** Idempotent: upserts every catalogue course by id, in catalogue order. */
export async function seedCourses(knex: Knex): Promise<void> {
  const rows = readCatalogue().courses.map((course, position) => ({
    id: course.id,
    name: course.name,
    subject: course.subject,
    assistant_name: course.assistantName,
    data_folder: course.dataFolder,
    position,
    active: true,
  }));
  await knex('courses')
    .insert(rows)
    .onConflict('id')
    .merge(['name', 'subject', 'assistant_name', 'data_folder', 'position', 'active']);
}
