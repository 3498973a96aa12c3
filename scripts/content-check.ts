/**
 * `npm run content:check [-- --content <dir>]`: checks every course in <dir>/courses/courses.json (default
 * ./content) and the focus sounds, prints a summary per course and every failure, and exits 1 on any failure.
 */
import path from 'node:path';
import { checkContent, formatReport } from './lib/content-check';

const flag = process.argv.indexOf('--content');
const contentDir = path.resolve(flag >= 0 ? (process.argv[flag + 1] ?? 'content') : 'content');
const started = performance.now();
const report = checkContent(contentDir);
console.log(formatReport(report));
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
process.exit(report.ok ? 0 : 1);
