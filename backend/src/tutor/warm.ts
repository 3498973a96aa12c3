/**
 * The solver's first call of each kind is slow on a cold process (mathjs builds its parser and
 * fraction tables: 100–130 ms measured), so a started server runs one computation of each kind in the
 * background, one per event-loop turn, before students ask: no message then waits on that first cost.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
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

export async function warmTutor(): Promise<void> {
  for (const sample of samples) {
    await nextTurn();
    await solve(sample);
  }
}
