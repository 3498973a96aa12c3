/**
 * How much of the syllabus the offline solver answers (docs/tutor.md, "Solver coverage"): every computational
 * item of every catalogue course sent to `solve` as a student would send it — each lesson's worked examples
 * (their question paragraph), every practice problem and every timed or AI-guided test question with a
 * `check` (a number), and every text problem whose `answerKind` is math — and, per lesson and per course, how
 * many it answered, how many with the right result, how many it declined honestly, and how many it answered
 * wrongly (each listed). Asserts nothing.
 *
 * What counts as right: tests/fixtures/tutor/computations-coverage.ts (`judged`).
 *
 *   npx tsx tests/bench/solver-coverage.ts [--list] [--lessons=1,2,…] [course-id …]
 *
 * `--lessons` keeps only those lessons' items (with one course named, the lessons of that course).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { casPool } from '../../backend/src/tutor/cas';
import { solve } from '../../backend/src/tutor/solver';
import {
  COURSES,
  courseItems,
  judged,
  readJson,
  type Outcome,
} from '../fixtures/tutor/computations-coverage';

type Tally = {
  items: number;
  answered: number;
  right: number;
  declined: number;
  wrong: number;
  none: number;
};
const empty = (): Tally => ({ items: 0, answered: 0, right: 0, declined: 0, wrong: 0, none: 0 });

function add(tally: Tally, outcome: Outcome): void {
  tally.items += 1;
  if (outcome === 'right' || outcome === 'wrong') tally.answered += 1;
  tally[outcome] += 1;
}

const row = (label: string, t: Tally) =>
  `${label.padEnd(34)} ${String(t.items).padStart(5)} ${String(t.answered).padStart(8)} ${String(t.right).padStart(6)} ${String(t.declined).padStart(8)} ${String(t.none).padStart(5)} ${String(t.wrong).padStart(6)}`;
const header = `${'lesson / source'.padEnd(34)} ${'items'.padStart(5)} ${'answered'.padStart(8)} ${'right'.padStart(6)} ${'declined'.padStart(8)} ${'none'.padStart(5)} ${'wrong'.padStart(6)}`;

export async function report(args: readonly string[] = []): Promise<void> {
  const list = args.includes('--list');
  const wanted = args.filter((arg) => !arg.startsWith('--'));
  const lessons = args
    .find((arg) => arg.startsWith('--lessons='))
    ?.slice('--lessons='.length)
    .split(',')
    .map((lesson) => `lesson-${lesson.trim()}`);
  const courses = (
    readJson(path.join(COURSES, 'courses.json')) as { courses: { id: string; dataFolder?: string }[] }
  ).courses
    .map((course) => course.dataFolder ?? course.id)
    .filter((course) => wanted.length === 0 || wanted.includes(course));
  const state = await casPool().start();
  console.log(`solver coverage: CAS ${state}`);
  const wrongs: string[] = [];
  const unanswered: string[] = [];
  for (const course of courses) {
    const byLesson = new Map<string, Tally>();
    const bySource = new Map<string, Tally>();
    const total = empty();
    for (const item of courseItems(course).filter((each) => !lessons || lessons.includes(each.lesson))) {
      const outcome = await solve(item.text);
      const verdict = judged(item, outcome);
      for (const [map, key] of [
        [byLesson, item.lesson],
        [bySource, item.source],
      ] as const) {
        const tally = map.get(key) ?? empty();
        add(tally, verdict);
        map.set(key, tally);
      }
      add(total, verdict);
      const line = `  ${item.lesson} ${item.id} [${item.source}] ${item.text.replace(/\s+/g, ' ').slice(0, 110)}`;
      if (verdict === 'wrong' && outcome.status === 'solved') {
        const key = item.key
          ? 'value' in item.key
            ? String(item.key.value)
            : item.key.expected
          : 'the lesson';
        wrongs.push(
          `${line}\n      → ${outcome.solution.kind}: ${(outcome.solution.reply.answer ?? '').slice(0, 140)} (key ${key})`,
        );
      } else if (verdict !== 'right') {
        unanswered.push(`${line} → ${outcome.status}`);
      }
    }
    console.log(`\n${course}\n${header}`);
    const rows = [...byLesson.entries()].sort(
      (a, b) => Number(/\d+/.exec(a[0])?.[0]) - Number(/\d+/.exec(b[0])?.[0]),
    );
    for (const [lesson, tally] of rows) console.log(row(lesson, tally));
    for (const [source, tally] of bySource) console.log(row(`(${source})`, tally));
    console.log(row('total', total));
  }
  console.log(`\nanswered wrongly or differing from the lesson (${wrongs.length}):`);
  for (const line of wrongs) console.log(line);
  if (list) {
    console.log(`\nnot answered (${unanswered.length}):`);
    for (const line of unanswered) console.log(line);
  }
  casPool().close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await report(process.argv.slice(2));
