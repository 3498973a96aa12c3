/**
 * lessons/index.json: every lesson_N.json of a course folder, in order, in one file (the contract's
 * LessonIndex), so the lesson list is one request. Written by `npm run content:lessons`; the content
 * check fails when it is missing or differs from the lesson files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const lessonIndexName = 'index.json';

/** The lesson_N.json files of a lessons folder, by N. */
export function lessonFiles(lessonsDir: string): string[] {
  return readdirSync(lessonsDir)
    .map((name) => ({ name, match: /^lesson_([1-9]\d*)\.json$/.exec(name) }))
    .filter((entry) => entry.match !== null)
    .sort((a, b) => Number(a.match?.[1]) - Number(b.match?.[1]))
    .map((entry) => entry.name);
}

/** The text index.json must hold: the lesson files as they are (one line, to keep it small). */
export function lessonIndexText(lessonsDir: string): string {
  const lessons = lessonFiles(lessonsDir).map((name): unknown =>
    JSON.parse(readFileSync(path.join(lessonsDir, name), 'utf8')),
  );
  return `${JSON.stringify({ lessons })}\n`;
}
