/**
 * Writes docs/dependencies.md: the folder-level import graph of app/, ui/, mocks/ and backend/ as a mermaid
 * diagram, from the code (dependency-cruiser, with the options of .dependency-cruiser.js).
 * `npm run docs:deps` rewrites it; `npm run docs:deps -- --check` fails when it is not current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const target = path.resolve('docs/dependencies.md');

/** One node per folder the architecture names; the first alternative that matches a module wins. */
const folders = [
  'app/src/features/[^/]+',
  'app/src/(lib|routes|providers)',
  'app/src',
  'ui/src',
  'mocks',
  'backend/contract',
  'backend/domain',
  'backend/src/(routes|services|repositories|middleware|tutor|storage|db)',
  'backend/src',
];

async function dependencyDiagram(): Promise<string> {
  const options = await extractDepcruiseOptions(path.resolve('.dependency-cruiser.js'));
  const { output } = await cruise(['app', 'ui', 'mocks', 'backend'], {
    ...options,
    validate: false,
    includeOnly: '^(app|ui|mocks|backend)/',
    collapse: `^(${folders.join('|')})`,
    outputType: 'mermaid',
  });
  if (typeof output !== 'string') throw new Error('dependency-cruiser returned no mermaid text');
  return [
    '# Dependencies between folders',
    '',
    'Generated from the code by `npm run docs:deps` (dependency-cruiser, `scripts/docs-deps.ts`); do not edit by',
    'hand. An arrow is "imports" (value, type-only or lazy). The rules the arrows must keep, and the ban on',
    'cycles, are in `.dependency-cruiser.js` and docs/architecture.md ("Import zones").',
    '',
    '```mermaid',
    output.trim(),
    '```',
    '',
  ].join('\n');
}

const text = await dependencyDiagram();
if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8');
  if (current !== text) {
    console.error('docs/dependencies.md is not current: run `npm run docs:deps`.');
    process.exit(1);
  }
  console.info('docs/dependencies.md is current.');
} else {
  writeFileSync(target, text);
  console.info(`wrote ${path.relative(process.cwd(), target)}`);
}
