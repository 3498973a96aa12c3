/**
 * The content check behind `npm run content:check`: every course in content/courses/courses.json, its files
 * against the contract schemas, its LaTeX, answer keys, ids, images, Hebrew and volume, plus the focus sounds.
 */
import { existsSync, openSync, readSync, closeSync, statSync } from 'node:fs';
import path from 'node:path';
import { CourseCatalogue } from '../../../backend/contract/content';
import { checkExercises, checkGuidedTests, checkPractice, checkTests } from './check-activities';
import { checkConcepts } from './check-concepts';
import { checkDuplicates } from './check-duplicates';
import { checkFigures } from './check-figures';
import { checkGiveaways } from './check-giveaways';
import { checkLessons, checkSyllabus } from './check-lessons';
import { CourseContext, type CourseStats, type Failure, duplicates } from './context';
import { type LessonCoverage, lessonCoverage } from './coverage';
import { type Glossary, checkHebrewLocales, loadGlossary, rejectedIn } from './glossary';
import { type RuleResult, applyCourseRules, describeRules } from './course-rules';
import { readSettings } from './settings';
import { ISSUE_MINIMUMS, MAX_SOUND_BYTES, type Minimums, PROBLEM_TYPES, SOUNDS } from './minimums';

export type { CheckName, CourseStats, Failure } from './context';
export { ISSUE_MINIMUMS, type Minimums } from './minimums';
export {
  COVERAGE_DOC,
  type CourseCoverage,
  type LessonCoverage,
  coverageMarkdown,
  replaceCoverage,
} from './coverage';

export interface CourseReport {
  id: string;
  folder: string;
  /** the course folder, relative to the working directory */
  dir: string;
  stats: CourseStats;
  /** the issue-17 rules of the course's checks.json, with their progress */
  rules: RuleResult[];
  /** per lesson: Hebrew words outside math, worked examples, and the items that name it */
  lessons: LessonCoverage[];
  failures: Failure[];
}

export interface ContentReport {
  courses: CourseReport[];
  /** failures of the catalogue and the sounds, which belong to no course */
  failures: Failure[];
  ok: boolean;
}

export interface CheckOptions {
  minimums?: Minimums;
}

function checkCourse(
  coursesDir: string,
  folder: string,
  minimums: Minimums,
  glossary: Glossary | null,
): { ctx: CourseContext; rules: RuleResult[] } {
  const ctx = new CourseContext(coursesDir, path.join(coursesDir, folder));
  const settings = readSettings(ctx);
  const lessonIds = checkLessons(ctx);
  checkSyllabus(ctx, lessonIds, settings);
  const types = checkPractice(ctx, minimums);
  checkTests(ctx, minimums);
  checkGuidedTests(ctx);
  checkExercises(ctx);
  checkFigures(ctx);
  checkGiveaways(ctx);
  checkDuplicates(ctx);
  checkConcepts(ctx);
  const rules = applyCourseRules(ctx, settings);
  if (glossary)
    for (const { file, at, prose } of ctx.texts)
      for (const { variant, term } of rejectedIn(glossary, prose))
        ctx.fail('glossary', file, at, `"${variant}": write "${term}" (content/glossary.he.json)`);

  const stats = ctx.stats;
  stats.figures = ctx.figures.size;
  const count = (file: string, actual: number, minimum: number, what: string) => {
    if (actual < minimum)
      ctx.fail('count', ctx.file(file), '$', `${actual} ${what}, at least ${minimum} required`);
  };
  count('lessons', stats.lessons, minimums.lessons, 'lessons');
  count(
    'lessons',
    stats.figures,
    Math.ceil(stats.lessons / minimums.lessonsPerFigure),
    `distinct SVG figures shown by ${stats.lessons} lessons (one per ${minimums.lessonsPerFigure})`,
  );
  count('practice-problems/subjects.json', stats.subjects, minimums.subjects, 'subjects');
  const missing = PROBLEM_TYPES.filter((type) => !types.has(type));
  if (stats.subjects > 0 && missing.length > 0)
    ctx.fail(
      'count',
      ctx.file('practice-problems'),
      '$',
      `no practice problem of type ${missing.join(', ')}`,
    );
  count('tests/index.json', stats.guidedTests, minimums.guidedTests, 'AI-guided tests');
  count('exercises/exercises.json', stats.exercises, minimums.exercises, 'exercises');
  return { ctx, rules };
}

const SERVED = /^\/(?:static\/)?data\/courses\/(.+?)\/?$/;

function checkSounds(soundsDir: string, failures: Failure[]): void {
  for (const name of SOUNDS) {
    const file = path.join(soundsDir, name);
    const fail = (message: string) =>
      failures.push({ check: 'sound', file: path.relative(process.cwd(), file) || file, path: '$', message });
    if (!existsSync(file)) {
      fail('file is missing');
      continue;
    }
    const size = statSync(file).size;
    if (size > MAX_SOUND_BYTES) fail(`${size} bytes, more than ${MAX_SOUND_BYTES} (500 KB)`);
    const head = Buffer.alloc(3);
    const fd = openSync(file, 'r');
    readSync(fd, head, 0, 3, 0);
    closeSync(fd);
    const id3 = head.toString('latin1') === 'ID3';
    const frameSync = head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0;
    if (!id3 && !frameSync) fail('not an MP3 file (no ID3 tag or MPEG frame sync at the start)');
  }
}

/** Checks the content tree at `contentDir` (the folder holding courses/ and sounds/). */
export function checkContent(contentDir: string, options: CheckOptions = {}): ContentReport {
  const minimums = options.minimums ?? ISSUE_MINIMUMS;
  const coursesDir = path.resolve(contentDir, 'courses');
  const catalogueFile = path.join(coursesDir, 'courses.json');
  const catalogue = new CourseContext(coursesDir, coursesDir);
  const { glossary, failures: glossaryFailures } = loadGlossary(path.resolve(contentDir));
  const loaded = catalogue.load(catalogueFile, CourseCatalogue);
  const courses: CourseReport[] = [];
  if (loaded) {
    const list = loaded.data.courses;
    for (const key of ['id', 'dataFolder'] as const)
      for (const dup of duplicates(list.map((c, i) => ({ value: c[key], at: `$.courses[${i}].${key}` }))))
        catalogue.fail('id', catalogueFile, dup.at, `duplicate ${key} "${dup.value}"`);
    list.forEach((course, index) => {
      const at = `$.courses[${index}]`;
      if (course.description) catalogue.text(catalogueFile, `${at}.description`, course.description, 'prose');
      const folder = path.join(coursesDir, course.dataFolder);
      if (!existsSync(folder) || !statSync(folder).isDirectory()) {
        catalogue.fail(
          'path',
          catalogueFile,
          `${at}.dataFolder`,
          `folder content/courses/${course.dataFolder} is missing`,
        );
        return;
      }
      const expected = {
        practiceProblemsPath: `${course.dataFolder}/practice-problems/subjects.json`,
        testsPath: `${course.dataFolder}/tests`,
        syllabus: `${course.dataFolder}/syllabus/syllabus.json`,
      };
      for (const [key, target] of Object.entries(expected) as Array<[keyof typeof expected, string]>) {
        const url = course[key];
        if (url === undefined) continue;
        if (SERVED.exec(url)?.[1] !== target)
          catalogue.fail(
            'path',
            catalogueFile,
            `${at}.${key}`,
            `"${url}" should be "/data/courses/${target}"`,
          );
      }
      const { ctx, rules } = checkCourse(coursesDir, course.dataFolder, minimums, glossary);
      courses.push({
        id: course.id,
        folder: course.dataFolder,
        dir: path.relative(process.cwd(), ctx.courseDir) || ctx.courseDir,
        stats: ctx.stats,
        rules,
        lessons: lessonCoverage(ctx),
        failures: ctx.failures,
      });
    });
  }
  if (glossary)
    for (const { file, at, prose } of catalogue.texts)
      for (const { variant, term } of rejectedIn(glossary, prose))
        catalogue.fail('glossary', file, at, `"${variant}": write "${term}" (content/glossary.he.json)`);
  const failures = [...catalogue.failures, ...glossaryFailures];
  if (glossary) failures.push(...checkHebrewLocales(path.resolve(contentDir), glossary));
  checkSounds(path.resolve(contentDir, 'sounds'), failures);
  const ok = failures.length === 0 && courses.every((course) => course.failures.length === 0);
  return { courses, failures, ok };
}

function formatFailure(failure: Failure): string {
  return `  ✗ ${failure.file} ${failure.path} [${failure.check}] ${failure.message}`;
}

/** The report as printed by `npm run content:check`. */
export function formatReport(report: ContentReport): string {
  const lines: string[] = [];
  for (const course of report.courses) {
    const s = course.stats;
    lines.push(
      `${course.failures.length === 0 ? '✓' : '✗'} ${course.id} (${course.dir}): ` +
        `${s.lessons} lessons, ${s.figures} figures, ${s.subjects} subjects / ${s.problems} problems, ` +
        `${s.tests} tests / ${s.testQuestions} questions, ${s.guidedTests} guided tests, ${s.exercises} exercises; ` +
        `${s.mathFragments} LaTeX fragments rendered, ${s.numericChecks} answers recomputed, ${s.images} images resolved` +
        (course.failures.length === 0 ? '' : ` — ${course.failures.length} failures`),
    );
    lines.push(...describeRules(course.rules).map((line) => `  · ${line}`));
    lines.push(...course.failures.map(formatFailure));
  }
  if (report.failures.length > 0) {
    lines.push(`✗ catalogue, glossary, Hebrew locales and sounds — ${report.failures.length} failures`);
    lines.push(...report.failures.map(formatFailure));
  } else lines.push('✓ catalogue, glossary, Hebrew locales and sounds');
  const total =
    report.failures.length + report.courses.reduce((sum, course) => sum + course.failures.length, 0);
  lines.push(
    report.ok
      ? `content check: ${report.courses.length} courses, all checks passed`
      : `content check failed: ${total} failures`,
  );
  return lines.join('\n');
}

/** The per-lesson table printed by `npm run content:check -- --lessons`. */
export function formatLessons(report: ContentReport): string {
  const lines: string[] = [];
  for (const course of report.courses) {
    lines.push(`${course.id}: lesson  words  examples  practice  tests  guided  exercises`);
    for (const l of course.lessons)
      lines.push(
        `  ${l.id.padEnd(10)} ${String(l.words).padStart(5)} ${String(l.examples).padStart(9)} ${String(l.practice).padStart(9)} ${String(l.tests).padStart(6)} ${String(l.guided).padStart(7)} ${String(l.exercises).padStart(10)}`,
      );
  }
  return lines.join('\n');
}
