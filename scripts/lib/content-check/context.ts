/**
 * What every course check shares: the failure list, JSON loading against a contract schema, the text rules
 * (LaTeX and Hebrew) and image resolution.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { DeclaredFigure } from './figures/collect';
import {
  HEBREW,
  HEBREW_LETTER,
  blankCode,
  englishInMath,
  rawMathInAlt,
  controlCharacter,
  pipesInTableMath,
  rawLatexOutsideMath,
  scanMath,
  texProblem,
} from './latex';

/** The name of each rule, so that a failure says which one it broke. */
export type CheckName =
  | 'json'
  | 'schema'
  | 'lessons'
  | 'latex'
  | 'hebrew'
  | 'choice'
  | 'answer'
  | 'id'
  | 'syllabus'
  | 'image'
  | 'path'
  | 'count'
  | 'sound'
  | 'lesson'
  | 'hint'
  | 'figure'
  | 'glossary'
  | 'duplicate'
  | 'concepts'
  | 'proof';

export interface Failure {
  check: CheckName;
  /** the file, relative to the working directory */
  file: string;
  /** JSON path inside the file, `$` for the whole file */
  path: string;
  message: string;
}

export interface CourseStats {
  lessons: number;
  figures: number;
  subjects: number;
  problems: number;
  tests: number;
  testQuestions: number;
  guidedTests: number;
  exercises: number;
  mathFragments: number;
  numericChecks: number;
  images: number;
}

/** Where a question-like item comes from. */
export type ItemKind = 'lesson' | 'example' | 'guided-example' | 'practice' | 'test' | 'guided' | 'exercise';

/** A question-like item: a lesson's worked example or guided example, a practice problem, a test question … */
export interface ContentItem {
  kind: ItemKind;
  /** the lesson it practises (the lesson itself for examples) */
  lesson?: string | undefined;
  /** the question as the student reads it */
  text: string;
  file: string;
  at: string;
  /** items of one group (one guided test, one exercise) may share their data */
  group: string;
  /** a worked example's whole section, its solution too (a test may ask the example the other way round) */
  section?: string | undefined;
  /** a timed-test question's marked option (the give-away check compares it with its lesson's figures) */
  answer?: string | undefined;
  /** a practice problem's number of hints (the coverage tables in docs/content.md) */
  hints?: number | undefined;
  /** an AI-guided question's test id, from tests/index.json */
  test?: string | undefined;
}

/**
 * How a string is checked.
 * - prose: must contain a Hebrew letter; its `$…$` math must render.
 * - markdown: prose, plus code spans are skipped and math in a table row may not hold a `|`.
 * - short: like prose, but exempt from the Hebrew rule when nothing outside its math is a letter
 *   (options such as "0.25" or "$\frac{1}{2}$", a slide text block that is only a formula).
 * - answer: math must render; no Hebrew rule (a text answer such as "x=3" is compared with what the student types).
 * - latex: a raw-LaTeX field rendered whole by KaTeX: no `$`, no Hebrew.
 * - formula: a helper formula; raw LaTeX when it holds `\ ^ _ { }` (the app's rule), otherwise short text.
 */
export type TextKind = 'prose' | 'markdown' | 'short' | 'answer' | 'latex' | 'formula';

export class CourseContext {
  readonly failures: Failure[] = [];
  readonly stats: CourseStats = {
    lessons: 0,
    figures: 0,
    subjects: 0,
    problems: 0,
    tests: 0,
    testQuestions: 0,
    guidedTests: 0,
    exercises: 0,
    mathFragments: 0,
    numericChecks: 0,
    images: 0,
  };
  /** every SVG a lesson shows, by absolute path */
  readonly figures = new Set<string>();
  /** the figures declared in lessons and exercises */
  readonly declared: DeclaredFigure[] = [];
  /** every image a lesson or an exercise shows, with the lesson file or exercise that shows it (`owner`) */
  readonly shown: Array<{ file: string; at: string; target: string; owner: string }> = [];
  /** every student-facing string checked, with its prose (the text outside math), for the glossary */
  readonly texts: Array<{ file: string; at: string; prose: string }> = [];
  /** Hebrew words outside math in each lesson's content, by lesson id */
  readonly lessonWords = new Map<string, number>();
  /** the tests of each category with their question counts */
  readonly testQuestions = new Map<string, Array<{ id: string; questions: number }>>();
  /** the number of worked examples of each lesson, by lesson id */
  readonly examples = new Map<string, number>();
  /** the lessons that exist (`lesson-N`), set by checkLessons */
  readonly lessonIds = new Set<string>();
  /** every question-like item of the course, for the lesson links, the minimums and the duplicate check */
  readonly items: ContentItem[] = [];

  constructor(
    /** content/courses */
    readonly coursesDir: string,
    /** content/courses/<dataFolder> */
    readonly courseDir: string,
  ) {}

  file(relative: string): string {
    return path.join(this.courseDir, relative);
  }

  /** An image's alt text: Hebrew words, no raw math. */
  alt(file: string, at: string, value: string): void {
    this.text(file, at, value, 'short');
    const raw = rawMathInAlt(value);
    if (raw) this.fail('hebrew', file, at, raw);
  }

  /** Checks that an item names a lesson of this course and records the item. */
  item(entry: ContentItem): void {
    this.items.push(entry);
    if (entry.lesson === undefined) return;
    if (!this.lessonIds.has(entry.lesson))
      this.fail(
        'lesson',
        entry.file,
        `${entry.at}.lesson`,
        `"${entry.lesson}" is not a lesson of this course, so no lesson teaches what this item asks`,
      );
  }

  fail(check: CheckName, file: string, jsonPath: string, message: string): void {
    this.failures.push({ check, file: path.relative(process.cwd(), file) || file, path: jsonPath, message });
  }

  /** Reads a JSON file and parses it with its contract schema; reports and returns undefined on failure. */
  load<S extends z.ZodType>(file: string, schema: S): { raw: unknown; data: z.infer<S> } | undefined {
    const raw = readJson(file, (message) => this.fail('json', file, '$', message));
    if (raw === undefined) return undefined;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        this.fail('schema', file, jsonPath(issue.path), `${issue.message} (${issue.code})`);
      return undefined;
    }
    return { raw, data: parsed.data };
  }

  /** Applies the LaTeX and Hebrew rules of `kind` to one string. */
  text(file: string, at: string, value: string, kind: TextKind): void {
    if (kind === 'formula' && value.includes('$'))
      return this.fail(
        'latex',
        file,
        at,
        `helper formulas are raw LaTeX (no $…$) or plain text, and the app shows a "$" as is: "${value.slice(0, 60)}"`,
      );
    if (kind === 'latex' || (kind === 'formula' && /[\\^_{}]/.test(value))) {
      this.stats.mathFragments += 1;
      const problem = texProblem(value, true);
      if (problem) this.fail('latex', file, at, problem);
      const english = englishInMath(value);
      if (english) this.fail('hebrew', file, at, english);
      return;
    }
    const scanned = scanMath(kind === 'markdown' ? blankCode(value) : value);
    for (const problem of scanned.problems) this.fail('latex', file, at, problem);
    for (const fragment of scanned.fragments) {
      this.stats.mathFragments += 1;
      const problem = texProblem(fragment.tex, fragment.display);
      if (problem) this.fail('latex', file, at, problem);
      const english = englishInMath(fragment.tex);
      if (english) this.fail('hebrew', file, at, english);
    }
    this.texts.push({ file, at, prose: scanned.prose });
    const control = controlCharacter(scanned.prose);
    if (control)
      this.fail(
        'latex',
        file,
        at,
        `control character ${control} — a LaTeX command written with one backslash in JSON ("\\\\times", not "\\times")`,
      );
    const outside = rawLatexOutsideMath(scanned.prose);
    if (outside) this.fail('latex', file, at, outside);
    if (kind === 'markdown')
      for (const tex of pipesInTableMath(value))
        this.fail('latex', file, at, `"|" inside math in a table row ends the cell: "${tex}" (use \\vert)`);
    if (kind === 'answer') return;
    const needsHebrew = kind === 'prose' || kind === 'markdown' || /\p{L}/u.test(scanned.prose);
    if (needsHebrew && !HEBREW_LETTER.test(scanned.prose))
      this.fail(
        'hebrew',
        file,
        at,
        `no Hebrew: "${value.trim().slice(0, 60)}"${HEBREW.test(value) ? ' (its only Hebrew is inside math)' : ''}`,
      );
  }

  /**
   * Resolves an image reference to a file under content/courses and checks that it exists. Markdown may use
   * a path relative to lessons/; everything else must start with /static/data/courses/ or /data/courses/.
   * A lesson's SVGs count as its figures.
   */
  image(
    file: string,
    at: string,
    url: string,
    options: { relativeTo?: string; figure?: boolean; owner?: string } = {},
  ): void {
    const { relativeTo, figure = false, owner } = options;
    this.stats.images += 1;
    let target: string;
    const served = /^\/(?:static\/)?data\/courses\/(.+)$/.exec(url);
    if (served) target = path.join(this.coursesDir, decodeURI(served[1] ?? ''));
    else if (/^[a-z]+:/i.test(url) || url.startsWith('//'))
      return this.fail('image', file, at, `external image "${url}" — the product runs offline`);
    else if (relativeTo && !url.startsWith('/')) target = path.resolve(relativeTo, decodeURI(url));
    else
      return this.fail(
        'image',
        file,
        at,
        `image "${url}" must start with /static/data/courses/<folder>/ or /data/courses/<folder>/`,
      );
    if (!target.startsWith(this.coursesDir + path.sep))
      return this.fail('image', file, at, `image "${url}" points outside content/courses`);
    if (!existsSync(target) || !statSync(target).isFile())
      return this.fail(
        'image',
        file,
        at,
        `image "${url}" not found at ${path.relative(process.cwd(), target) || target}`,
      );
    if (owner !== undefined) this.shown.push({ file, at, target, owner });
    if (target.endsWith('.svg')) {
      if (!readFileSync(target, 'utf8').includes('<svg'))
        return this.fail('image', file, at, `image "${url}" is not an SVG document`);
      if (figure) this.figures.add(target);
    }
  }
}

/** Reads and parses a JSON file, passing a message to `onError` and returning undefined on failure. */
export function readJson(file: string, onError: (message: string) => void): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    onError('file is missing');
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    onError(`not valid JSON: ${(error as Error).message}`);
    return undefined;
  }
}

/** `['questions', 2, 'options']` → `$.questions[2].options` */
export function jsonPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (out, segment) => (typeof segment === 'number' ? `${out}[${segment}]` : `${out}.${String(segment)}`),
    '$',
  );
}

/** Reports every value that occurs more than once. */
export function duplicates(
  values: Array<{ value: string; at: string }>,
): Array<{ value: string; at: string }> {
  const seen = new Set<string>();
  return values.filter(({ value }) => {
    if (seen.has(value)) return true;
    seen.add(value);
    return false;
  });
}

/** Lesson ids in lesson order (`lesson-2` before `lesson-10`). */
export function sortedLessons(ids: Iterable<string>): string[] {
  return [...ids].sort((a, b) => Number(a.slice(7)) - Number(b.slice(7)));
}
