/**
 * The name a student sees for a saved activity, from the course files: a timed test's title, an AI-guided
 * test's name, a practice problem as its subject and its place in the subject's file ("„אלגברה”, תרגיל 2").
 * Ids are for machines: the activity list shows these names (docs/backend.md).
 */
import type { ActivityType } from '../../contract';
import type { CourseContent, Language } from '../tutor';
import { say } from '../tutor/solver';

type Named = { kind: 'title'; title: string } | { kind: 'practice'; subject: string; position: number };

const names = new WeakMap<CourseContent, Map<string, Named>>();

/** Every activity id the windows and the tutor save for a course, keyed `type:id`. */
function namesOf(course: CourseContent): Map<string, Named> {
  const cached = names.get(course);
  if (cached) return cached;
  const map = new Map<string, Named>();
  const positions = new Map<string, number>();
  for (const { subjectId, problem } of course.problems) {
    const position = (positions.get(subjectId) ?? 0) + 1;
    positions.set(subjectId, position);
    const subject = course.practice.find((entry) => entry.subjectId === subjectId)?.subjectName;
    if (!subject) continue;
    const named: Named = { kind: 'practice', subject, position };
    // The practice window saves `subjectId-problemId`, or `subjectId-index` for a problem without an id.
    map.set(`practice:${subjectId}-${problem.id}`, named);
    map.set(`practice:${subjectId}-${position - 1}`, named);
  }
  for (const { category, test } of course.timedTests)
    map.set(`test:${category}-${test.id}`, { kind: 'title', title: test.title });
  for (const entry of course.guidedTests) {
    map.set(`test:${entry.id}`, { kind: 'title', title: entry.name });
    // Saved by clients before the server recorded guided tests itself.
    map.set(`test:guided-${entry.id}`, { kind: 'title', title: entry.name });
  }
  names.set(course, map);
  return map;
}

/** The activity's name, or undefined when the course files no longer hold it. */
export function activityTitle(
  course: CourseContent,
  type: ActivityType,
  activityId: string,
  language: Language,
): string | undefined {
  const named = namesOf(course).get(`${type}:${activityId}`);
  if (!named) return undefined;
  if (named.kind === 'title') return named.title;
  return say(language, 'plan', 'practice_item', { subject: named.subject, number: named.position });
}
