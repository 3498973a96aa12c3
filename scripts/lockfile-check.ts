/**
 * `npm run lockfile:check`: fails when `npm install` would change `package-lock.json`.
 *
 * CI installs with `npm ci`, which installs exactly what the lockfile names. A lockfile that lacks other platforms'
 * optional packages (macOS, ARM, Windows builds of native modules) installs here but gives another machine a
 * different tree, so the check re-resolves the lockfile in a scratch folder (`--package-lock-only`: registry
 * metadata only, no downloads, no scripts) and compares it with the committed one.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  workspaces?: string[];
};
const scratch = mkdtempSync(path.join(tmpdir(), 'havruta-lockfile-'));
try {
  for (const file of ['package.json', 'package-lock.json'])
    copyFileSync(path.join(root, file), path.join(scratch, file));
  for (const workspace of manifest.workspaces ?? []) {
    mkdirSync(path.join(scratch, workspace), { recursive: true });
    copyFileSync(path.join(root, workspace, 'package.json'), path.join(scratch, workspace, 'package.json'));
  }
  const install = spawnSync(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: scratch, encoding: 'utf8' },
  );
  if (install.status !== 0) {
    console.error(install.stderr);
    console.error('lockfile: npm install --package-lock-only failed');
    process.exit(1);
  }
  const committed = readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  const resolved = readFileSync(path.join(scratch, 'package-lock.json'), 'utf8');
  if (committed !== resolved) {
    const before = new Set(Object.keys((JSON.parse(committed) as { packages: object }).packages));
    const after = Object.keys((JSON.parse(resolved) as { packages: object }).packages);
    const added = after.filter((name) => !before.has(name));
    console.error(
      `lockfile: npm install would change package-lock.json (${added.length} entries added${
        added.length > 0 ? `, e.g. ${added.slice(0, 5).join(', ')}` : ''
      }). Run \`npm install\` and commit package-lock.json.`,
    );
    process.exit(1);
  }
  console.log('lockfile: package-lock.json is complete (npm install leaves it unchanged)');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
