/**
 * A course's own check settings: content/courses/<folder>/checks.json. Absent, every setting has its default.
 */
import { existsSync } from 'node:fs';
import { z } from 'zod';
import type { CourseContext } from './context';

/** The volume rules of issue 17 (scripts/lib/content-check/course-rules.ts). */
export const RuleId = z.enum([
  'lessons',
  'lesson-words',
  'worked-examples',
  'practice-per-lesson',
  'exercise-per-lesson',
  'tests-per-category',
  'final-questions',
  'guided-lessons',
  'guided-per-lesson',
  'timed-per-lesson',
]);
export type RuleId = z.infer<typeof RuleId>;

export const CourseSettings = z.object({
  /** every syllabus module says which Bagrut levels (3, 4 and/or 5 units) it belongs to */
  units: z.boolean().default(false),
  /** rule → its target and whether it fails the check (on) or only reports progress (off) */
  minimums: z
    .partialRecord(RuleId, z.object({ target: z.number().int().nonnegative(), on: z.boolean() }))
    .default({}),
});
export type CourseSettings = z.infer<typeof CourseSettings>;

/** Reads checks.json of the course (reporting a broken file) and returns its settings. */
export function readSettings(ctx: CourseContext): CourseSettings {
  const file = ctx.file('checks.json');
  if (!existsSync(file)) return CourseSettings.parse({});
  return ctx.load(file, CourseSettings)?.data ?? CourseSettings.parse({});
}
