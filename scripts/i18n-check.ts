/**
 * `npm run i18n:check`: fails on a key used in code but missing from the locales, on an unused key,
 * on a hard-coded JSX string, on any key that one language has and the other lacks or leaves empty, and on a
 * counted string without every plural form its language needs (Hebrew one/two/other, English one/other).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pluralBase, pluralProblems } from './lib/i18n-plurals';
import { run } from './lib/run';

const localesDir = path.join(process.cwd(), 'content/locales');
const failures: string[] = [];

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const namespaces = new Set(readdirSync(path.join(localesDir, 'he')).filter((file) => file.endsWith('.json')));
for (const file of readdirSync(path.join(localesDir, 'en'))) {
  if (!namespaces.has(file)) failures.push(`en/${file} has no Hebrew counterpart`);
}
for (const file of namespaces) {
  const he = flatten(JSON.parse(readFileSync(path.join(localesDir, 'he', file), 'utf8')));
  let en = new Map<string, unknown>();
  try {
    en = flatten(JSON.parse(readFileSync(path.join(localesDir, 'en', file), 'utf8')));
  } catch {
    failures.push(`en/${file} is missing or not JSON`);
  }
  for (const [key, value] of he) {
    if (typeof value !== 'string' || value.trim() === '') failures.push(`he/${file}: ${key} is empty`);
    // a counted string's forms differ by language (Hebrew has _two): pluralProblems compares them
    if (pluralBase(key) !== null) continue;
    const translated = en.get(key);
    if (typeof translated !== 'string' || translated.trim() === '')
      failures.push(`en/${file}: ${key} is missing or empty`);
  }
  for (const [key, value] of en) {
    if (pluralBase(key) !== null) {
      if (typeof value !== 'string' || value.trim() === '') failures.push(`en/${file}: ${key} is empty`);
      continue;
    }
    if (!he.has(key)) failures.push(`en/${file}: ${key} is not in the Hebrew reference`);
  }
  failures.push(
    ...pluralProblems(
      file,
      new Map([
        ['he', he.keys()],
        ['en', en.keys()],
      ]),
    ),
  );
}

const steps: Array<[string, string[]]> = [
  ['missing keys', ['i18next-cli', 'extract', '--ci', '--dry-run', '--quiet']],
  ['unused keys', ['i18next-cli', 'status', '--unused']],
  ['hard-coded strings', ['i18next-cli', 'lint']],
];
for (const [name, args] of steps) {
  if ((await run('npx', args)) !== 0) failures.push(`i18next-cli found ${name}`);
}

if (failures.length > 0) {
  console.error(`i18n check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`i18n check: ${namespaces.size} namespaces, he and en in step, no unused or hard-coded strings`);
