/**
 * `npm run content:check [-- --content <dir>] [-- --lessons]`: checks every course in <dir>/courses/courses.json (default
 * ./content) and the focus sounds, prints a summary per course and every failure, and exits 1 on any failure.
 */
import path from 'node:path';
import { checkContent, formatLessons, formatReport } from './lib/content-check';

const flag = process.argv.indexOf('--content');
const contentDir = path.resolve(flag >= 0 ? (process.argv[flag + 1] ?? 'content') : 'content');
const started = performance.now();
const report = checkContent(contentDir);
console.log(formatReport(report));
if (process.argv.includes('--lessons')) console.log(formatLessons(report));
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
process.exit(report.ok ? 0 : 1);
