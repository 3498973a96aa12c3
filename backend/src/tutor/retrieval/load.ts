/**
 * Builds the retrieval index of every catalogue course at start, from content/courses: lessons
 * lesson_1 … lesson_N until the first missing file (the app's own rule), so new lessons are picked up
 * without code changes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConceptMap, CourseCatalogue, Lesson } from '../../../contract/content';
import { withConcepts } from './concepts';
import { buildCourseIndex, type CourseIndex } from './course-index';

/** content/courses of this checkout. */
export const defaultCoursesDir = fileURLToPath(new URL('../../../../content/courses/', import.meta.url));

/** Every lesson of a course folder, in order, parsed by the contract. */
export function loadLessons(coursesDir: string, dataFolder: string): Lesson[] {
  const lessons: Lesson[] = [];
  for (let number = 1; ; number += 1) {
    const file = path.join(coursesDir, dataFolder, 'lessons', `lesson_${number}.json`);
    if (!existsSync(file)) return lessons;
    lessons.push(Lesson.parse(JSON.parse(readFileSync(file, 'utf8'))));
  }
}

/** A course folder's concepts.json, parsed by the contract; null without the file. */
export function loadConcepts(coursesDir: string, dataFolder: string): ConceptMap | null {
  const file = path.join(coursesDir, dataFolder, 'concepts.json');
  return existsSync(file) ? ConceptMap.parse(JSON.parse(readFileSync(file, 'utf8'))) : null;
}

/** One index per catalogue course, keyed by course id, with the course's concept map. */
export function buildRetrieval(coursesDir: string = defaultCoursesDir): Map<string, CourseIndex> {
  const catalogue = CourseCatalogue.parse(
    JSON.parse(readFileSync(path.join(coursesDir, 'courses.json'), 'utf8')),
  );
  return new Map(
    catalogue.courses.map((course) => [
      course.id,
      withConcepts(
        buildCourseIndex(course.id, loadLessons(coursesDir, course.dataFolder)),
        loadConcepts(coursesDir, course.dataFolder),
      ),
    ]),
  );
}
