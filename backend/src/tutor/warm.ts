/**
 * A started server warms the tutor in the background before students ask, one step per event-loop turn:
 * - every catalogue course's retrieval index (tutor/knowledge.ts: about 1–2 s of work per course on a
 *   loaded 2-core machine, spread over yields), so the first concept question after start does not wait
 *   for it;
 * - one computation of each kind, since the solver's first call of a kind is slow on a cold process (mathjs
 *   builds its parser and fraction tables: 100–130 ms measured).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CourseLibrary } from './course-content';
import { courseIndex } from './knowledge';
import { solve } from './solver';

const samples = [
  'פתרי את המשוואה 2x+3=11',
  'חשבו 3/4 + 5/6',
  'פתרי x^2-5x+6=0',
  'פרקי לגורמים x^2-9',
  'מה הנגזרת של x^3·sin x',
  'חשבו את האינטגרל של 3x^2+1 מ-0 עד 2',
  'חשבו סטיית תקן של 2, 4, 4, 5',
  'P(X=3) כש-X~B(10, 0.3)',
  // Starts the CAS pool (docs/architecture.md, "The CAS") and warms one of its kinds.
  'פתרו x^2-5x+6>0',
];

/**
 * Warms the solver, and the retrieval index of every course of `library` when given; `stopped` is asked
 * between steps, so a server that shuts down soon after start does not wait for the whole warm-up.
 */
export async function warmTutor(
  library?: CourseLibrary,
  stopped: () => boolean = () => false,
): Promise<void> {
  for (const id of library ? await library.ids() : []) {
    if (stopped()) return;
    const course = await library?.get(id);
    if (course && course.lessons.length > 0) await courseIndex(course);
  }
  for (const sample of samples) {
    await nextTurn();
    if (stopped()) return;
    await solve(sample);
  }
}
