/**
 * The retrieval index of a loaded course, built once per course: at start by `warmTutor` (tutor/warm.ts),
 * or on first use. It is built lesson by lesson with a yield to the event loop between lessons, so building
 * it never blocks other requests for long; the turns that need it meanwhile wait for it.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { CourseContent } from './course-content';
import {
  buildCourseIndex,
  countForms,
  knowFrequencies,
  lessonPassages,
  withConcepts,
  type CourseIndex,
  type Passage,
} from './retrieval';

const indexes = new WeakMap<CourseContent, Promise<CourseIndex>>();

async function build(course: CourseContent): Promise<CourseIndex> {
  const empty = buildCourseIndex(course.course.id, []);
  const passages = new Map<string, Passage>();
  // How many passages hold each word, counted lesson by lesson too (relevance weighs words by it).
  const counts = new Map<string, number>();
  for (const lesson of course.lessons) {
    await yieldToLoop();
    const added = lessonPassages(lesson);
    empty.search.addAll(added);
    for (const passage of added) passages.set(passage.id, passage);
    await yieldToLoop();
    countForms(added, counts);
  }
  knowFrequencies(passages, counts);
  await yieldToLoop();
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
