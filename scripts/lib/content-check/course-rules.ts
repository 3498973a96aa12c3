/**
 * Issue 17's volume, as data-driven rules with a per-course setting. Each rule measures the course and compares
 * with the target in the course's checks.json; a rule that is "on" fails the check when the target is not met,
 * a rule that is off only reports its progress. Writers switch a rule on when their content reaches it, so main
 * stays green on the way.
 */
import { type CourseContext, sortedLessons } from './context';
import type { CourseSettings, RuleId } from './settings';

export interface Shortfall {
  /** what falls short, e.g. "lesson-3" or "final.json final-1" */
  where: string;
  file: string;
  at: string;
  actual: number;
}

export interface RuleResult {
  rule: RuleId;
  target: number;
  on: boolean;
  /** the smallest value measured (a count, or the weakest lesson) */
  lowest: number | null;
  shortfalls: Shortfall[];
}

interface Rule {
  what: (target: number) => string;
  measure: (ctx: CourseContext, target: number) => { lowest: number | null; shortfalls: Shortfall[] };
}

function perLesson(ctx: CourseContext, count: (lesson: string) => number, file: (lesson: string) => string) {
  return (target: number) => {
    const values = sortedLessons(ctx.lessonIds).map((lesson) => ({ lesson, value: count(lesson) }));
    return {
      lowest: values.length === 0 ? null : Math.min(...values.map((v) => v.value)),
      shortfalls: values
        .filter((v) => v.value < target)
        .map((v) => ({ where: v.lesson, file: file(v.lesson), at: '$', actual: v.value })),
    };
  };
}

const lessonFile = (ctx: CourseContext) => (lesson: string) =>
  ctx.file(`lessons/lesson_${lesson.slice(7)}.json`);
const itemsOf = (ctx: CourseContext, kind: string, lesson: string) =>
  ctx.items.filter((item) => item.kind === kind && item.lesson === lesson).length;

export const RULES: Record<RuleId, Rule> = {
  lessons: {
    what: (t) => `at least ${t} lessons`,
    measure: (ctx, target) => ({
      lowest: ctx.lessonIds.size,
      shortfalls:
        ctx.lessonIds.size < target
          ? [{ where: 'the course', file: ctx.file('lessons'), at: '$', actual: ctx.lessonIds.size }]
          : [],
    }),
  },
  'lesson-words': {
    what: (t) => `every lesson ≥ ${t} Hebrew words outside math`,
    measure: (ctx, target) => perLesson(ctx, (l) => ctx.lessonWords.get(l) ?? 0, lessonFile(ctx))(target),
  },
  'worked-examples': {
    what: (t) => `every lesson ≥ ${t} worked examples (### דוגמה פתורה)`,
    measure: (ctx, target) => perLesson(ctx, (l) => ctx.examples.get(l) ?? 0, lessonFile(ctx))(target),
  },
  'practice-per-lesson': {
    what: (t) => `every lesson topic ≥ ${t} practice problems`,
    measure: (ctx, target) => perLesson(ctx, (l) => itemsOf(ctx, 'practice', l), lessonFile(ctx))(target),
  },
  'exercise-per-lesson': {
    what: (t) => `every lesson topic ≥ ${t} exercise`,
    measure: (ctx, target) => perLesson(ctx, (l) => itemsOf(ctx, 'exercise', l), lessonFile(ctx))(target),
  },
  'tests-per-category': {
    what: (t) => `every test category ≥ ${t} tests`,
    measure: (ctx, target) => {
      const entries = [...ctx.testQuestions.entries()];
      return {
        lowest: entries.length === 0 ? null : Math.min(...entries.map(([, list]) => list.length)),
        shortfalls: entries
          .filter(([, list]) => list.length < target)
          .map(([category, list]) => ({
            where: `${category}.json`,
            file: ctx.file(`tests/${category}.json`),
            at: '$.tests',
            actual: list.length,
          })),
      };
    },
  },
  'final-questions': {
    what: (t) => `every final test ≥ ${t} questions`,
    measure: (ctx, target) => {
      const finals = ctx.testQuestions.get('final') ?? [];
      return {
        lowest: finals.length === 0 ? null : Math.min(...finals.map((t) => t.questions)),
        shortfalls: finals
          .filter((t) => t.questions < target)
          .map((t, i) => ({
            where: `final.json ${t.id}`,
            file: ctx.file('tests/final.json'),
            at: `$.tests[${i}].questions`,
            actual: t.questions,
          })),
      };
    },
  },
  'guided-lessons': {
    what: (t) => `AI-guided tests cover ≥ ${t} lesson topics`,
    measure: (ctx, target) => {
      const covered = new Set(ctx.items.filter((item) => item.kind === 'guided').map((item) => item.lesson))
        .size;
      return {
        lowest: covered,
        shortfalls:
          covered < target
            ? [{ where: 'the AI-guided tests', file: ctx.file('tests/index.json'), at: '$', actual: covered }]
            : [],
      };
    },
  },
  'guided-per-lesson': {
    what: (t) => `every lesson topic ≥ ${t} AI-guided test question`,
    measure: (ctx, target) => perLesson(ctx, (l) => itemsOf(ctx, 'guided', l), lessonFile(ctx))(target),
  },
  'timed-per-lesson': {
    what: (t) => `every lesson topic ≥ ${t} timed-test questions`,
    measure: (ctx, target) => perLesson(ctx, (l) => itemsOf(ctx, 'test', l), lessonFile(ctx))(target),
  },
};

/** Measures every rule the course's checks.json sets; fails the rules that are on and fall short. */
export function applyCourseRules(ctx: CourseContext, settings: CourseSettings): RuleResult[] {
  const results: RuleResult[] = [];
  for (const [rule, setting] of Object.entries(settings.minimums) as Array<
    [RuleId, { target: number; on: boolean }]
  >) {
    const { lowest, shortfalls } = RULES[rule].measure(ctx, setting.target);
    results.push({ rule, target: setting.target, on: setting.on, lowest, shortfalls });
    if (setting.on)
      for (const s of shortfalls)
        ctx.fail(
          'count',
          s.file,
          s.at,
          `${s.where}: ${s.actual}, the course requires ${RULES[rule].what(setting.target)} (${rule})`,
        );
  }
  return results;
}

/** One line per rule for the report: its target, whether it is on, and how far the course is. */
export function describeRules(results: RuleResult[]): string[] {
  return results.map((r) => {
    const state =
      r.shortfalls.length === 0 ? 'met' : `${r.shortfalls.length} short (lowest ${r.lowest ?? '—'})`;
    return `${r.on ? 'on ' : 'off'} ${r.rule}: ${RULES[r.rule].what(r.target)} — ${state}`;
  });
}
