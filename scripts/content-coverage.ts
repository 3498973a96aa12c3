/**
 * `npm run content:coverage`: writes the per-lesson coverage tables of docs/content.md (words, worked examples,
 * practice, hints, timed and AI-guided questions, exercises) from the content, between each course's
 * `<!-- coverage:<course-id>:start -->` and `…:end -->` markers. `npm run content:coverage -- --check` fails
 * when they are not current; `npm run content:check` runs the same comparison.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COVERAGE_DOC, checkContent, replaceCoverage } from './lib/content-check';

const report = checkContent(path.resolve('content'));
const current = readFileSync(COVERAGE_DOC, 'utf8');
const text = replaceCoverage(current, report.courses);
if (!report.ok)
  console.warn('warning: the content check fails (`npm run content:check`); the tables count what loaded.');
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(`${COVERAGE_DOC}: the coverage tables are not current: run \`npm run content:coverage\`.`);
    process.exit(1);
  }
  console.info(`${COVERAGE_DOC}: the coverage tables are current.`);
} else {
  writeFileSync(COVERAGE_DOC, text);
  console.info(
    `wrote the coverage tables of ${report.courses.map((c) => c.id).join(', ')} in ${COVERAGE_DOC}`,
  );
}
