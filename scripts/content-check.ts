/**
 * `npm run content:check [-- --content <dir>] [-- --lessons]`: checks every course in <dir>/courses/courses.json (default
 * ./content) and the focus sounds, prints a summary per course and every failure, and exits 1 on any failure.
 * On ./content it also fails when the coverage tables of docs/content.md are not current (`npm run content:coverage`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  COVERAGE_DOC,
  checkContent,
  formatLessons,
  formatReport,
  replaceCoverage,
} from './lib/content-check';

const flag = process.argv.indexOf('--content');
const contentDir = path.resolve(flag >= 0 ? (process.argv[flag + 1] ?? 'content') : 'content');
const started = performance.now();
const report = checkContent(contentDir);
console.log(formatReport(report));
if (process.argv.includes('--lessons')) console.log(formatLessons(report));
let docCurrent = true;
if (contentDir === path.resolve('content')) {
  const doc = readFileSync(COVERAGE_DOC, 'utf8');
  docCurrent = replaceCoverage(doc, report.courses) === doc;
  console.log(
    docCurrent
      ? `✓ ${COVERAGE_DOC} coverage tables are current`
      : `✗ ${COVERAGE_DOC} coverage tables are not current: run \`npm run content:coverage\``,
  );
}
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
process.exit(report.ok && docCurrent ? 0 : 1);
