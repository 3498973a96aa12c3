/**
 * `npm run content:lessons [-- --content <dir>]`: writes lessons/index.json (every lesson of the course in
 * one file) for each course in <dir>/courses/courses.json (default ./content). Run it after editing a lesson;
 * `npm run content:check` fails while an index is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CourseCatalogue } from '../backend/contract/content';
import { lessonIndexName, lessonIndexText } from './lib/lesson-index';

const flag = process.argv.indexOf('--content');
const contentDir = path.resolve(flag >= 0 ? (process.argv[flag + 1] ?? 'content') : 'content');
const coursesDir = path.join(contentDir, 'courses');
const catalogue = CourseCatalogue.parse(
  JSON.parse(readFileSync(path.join(coursesDir, 'courses.json'), 'utf8')),
);
for (const course of catalogue.courses) {
  const lessonsDir = path.join(coursesDir, course.dataFolder, 'lessons');
  const text = lessonIndexText(lessonsDir);
  writeFileSync(path.join(lessonsDir, lessonIndexName), text);
  console.log(
    `${course.dataFolder}/lessons/${lessonIndexName}: ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`,
  );
}
