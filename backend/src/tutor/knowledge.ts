/**
 * The retrieval index of a loaded course, built once per course. It is built lesson by lesson with a
 * yield to the event loop between lessons, so building it never blocks other requests for long; the
 * turns that need it meanwhile wait for it.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { CourseContent } from './course-content';
import { buildCourseIndex, lessonPassages, withConcepts, type CourseIndex, type Passage } from './retrieval';

const indexes = new WeakMap<CourseContent, Promise<CourseIndex>>();

async function build(course: CourseContent): Promise<CourseIndex> {
  const empty = buildCourseIndex(course.course.id, []);
  const passages = new Map<string, Passage>();
  for (const lesson of course.lessons) {
    await yieldToLoop();
    const added = lessonPassages(lesson);
    empty.search.addAll(added);
    for (const passage of added) passages.set(passage.id, passage);
  }
  const lessons = course.lessons.map(({ id, order, title, objectives }) => ({
    id,
    order,
    title,
    objectives,
  }));
  return withConcepts({ ...empty, lessons, passages }, course.concepts);
}

/** The course's retrieval index (built on first use, then shared). */
export function courseIndex(course: CourseContent): Promise<CourseIndex> {
  let index = indexes.get(course);
  if (!index) {
    index = build(course);
    indexes.set(course, index);
  }
  return index;
}
