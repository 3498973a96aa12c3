/**
 * The per-lesson coverage of a course (words, worked examples and the items that name each lesson) and the
 * tables that `npm run content:coverage` writes into docs/content.md between a course's markers:
 * `<!-- coverage:<course-id>:start -->` … `<!-- coverage:<course-id>:end -->`.
 */
import { type CourseContext, sortedLessons } from './context';

/** The document that holds the coverage tables, relative to the repository root. */
export const COVERAGE_DOC = 'docs/content.md';

export interface LessonCoverage {
  id: string;
  /** Hebrew words outside math and image alt texts in the lesson's content */
  words: number;
  /** `### דוגמה פתורה` sections */
  examples: number;
  practice: number;
  /** the distinct numbers of hints of its practice problems, ascending */
  hints: number[];
  /** timed-test questions (entry-level, mid-course and final together) */
  tests: number;
  guided: number;
  /** the AI-guided tests whose questions name the lesson, in tests/index.json order */
  guidedTests: string[];
  exercises: number;
}

/** Counts, per lesson of the checked course, what its items say about it. */
export function lessonCoverage(ctx: CourseContext): LessonCoverage[] {
  return sortedLessons(ctx.lessonIds).map((id) => {
    const of = (kind: string) => ctx.items.filter((item) => item.kind === kind && item.lesson === id);
    const practice = of('practice');
    const guided = of('guided');
    return {
      id,
      words: ctx.lessonWords.get(id) ?? 0,
      examples: ctx.examples.get(id) ?? 0,
      practice: practice.length,
      hints: [...new Set(practice.map((item) => item.hints ?? 0))].sort((a, b) => a - b),
      tests: of('test').length,
      guided: guided.length,
      guidedTests: [...new Set(guided.flatMap((item) => (item.test === undefined ? [] : [item.test])))],
      exercises: of('exercise').length,
    };
  });
}

/** What the tables need of a course; a checked course's report is one. */
export interface CourseCoverage {
  id: string;
  lessons: LessonCoverage[];
  /** `guidedTests`: the AI-guided tests of the course (tests/index.json) */
  stats: { guidedTests: number };
}

const number = (value: number) => value.toLocaleString('en-US');
const sum = (
  lessons: LessonCoverage[],
  key: 'words' | 'examples' | 'practice' | 'tests' | 'guided' | 'exercises',
) => number(lessons.reduce((total, lesson) => total + lesson[key], 0));

/** The summary line and the table of one course, as docs/content.md shows them. */
export function coverageMarkdown(course: CourseCoverage): string {
  const { lessons } = course;
  const hints = (counts: number[]) =>
    counts.length === 0 ? '—' : counts.length === 1 ? String(counts[0]) : `${counts[0]}–${counts.at(-1)}`;
  return [
    `${lessons.length} lessons, ${sum(lessons, 'words')} Hebrew words in lesson text, ` +
      `${sum(lessons, 'examples')} worked examples, ${sum(lessons, 'practice')} practice problems, ` +
      `${sum(lessons, 'tests')} timed-test questions, ${sum(lessons, 'guided')} AI-guided questions in ` +
      `${course.stats.guidedTests} guided tests, ${sum(lessons, 'exercises')} exercises.`,
    '',
    '| lesson | words | worked examples | practice | hints per item | timed questions | guided questions | guided test | exercises |',
    '|---|---|---|---|---|---|---|---|---|',
    ...lessons.map((l) => {
      const cells = [
        l.id,
        number(l.words),
        l.examples,
        l.practice,
        hints(l.hints),
        l.tests,
        l.guided,
        l.guidedTests.join(', ') || '—',
        l.exercises,
      ];
      return `| ${cells.join(' | ')} |`;
    }),
  ].join('\n');
}

const marker = (id: string, end: 'start' | 'end') => `<!-- coverage:${id}:${end} -->`;

/**
 * Writes each course's block between its markers in `doc`, leaving everything else as it is. A marker is a
 * line of its own (one quoted in prose is not). Throws when a course has no markers, or markers name a course
 * that is not given.
 */
export function replaceCoverage(doc: string, courses: CourseCoverage[]): string {
  const named = [...doc.matchAll(/^<!-- coverage:(\S+):start -->$/gm)].map((match) => match[1] ?? '');
  const unknown = named.filter((id) => !courses.some((course) => course.id === id));
  if (unknown.length > 0) throw new Error(`coverage markers for unknown courses: ${unknown.join(', ')}`);
  return courses.reduce((text, course) => {
    const lines = text.split('\n');
    const start = lines.indexOf(marker(course.id, 'start'));
    const end = lines.indexOf(marker(course.id, 'end'));
    if (start < 0 || end < start)
      throw new Error(`no ${marker(course.id, 'start')} … ${marker(course.id, 'end')} lines`);
    return [...lines.slice(0, start + 1), coverageMarkdown(course), ...lines.slice(end)].join('\n');
  }, doc);
}
