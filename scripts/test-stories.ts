/**
 * Builds Storybook, serves the static build on 127.0.0.1, runs @storybook/test-runner against it
 * in Chromium, and stops the server whatever happens.
 */
import path from 'node:path';
import { findChromium } from './lib/chromium';
import { run } from './lib/run';
import { serveDirectory } from './lib/static-server';

const root = process.cwd();
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
// --out DIR builds and serves elsewhere, so parallel runs do not clobber each other.
const outArg = args[args.indexOf('--out') + 1];
const outDir = args.includes('--out') && outArg ? path.resolve(outArg) : path.join(root, 'storybook-static');
if (!skipBuild) {
  const built = await run('npx', ['storybook', 'build', '--quiet', '-o', outDir]);
  if (built !== 0) process.exit(built);
}

const chromium = await findChromium();
console.log(`[stories] Chromium from ${chromium.source}: ${chromium.path}`);
const server = await serveDirectory(outDir);
let code = 1;
try {
  const extra = args.filter(
    (arg, index) => arg !== '--no-build' && arg !== '--out' && args[index - 1] !== '--out',
  );
  code = await run(
    'npx',
    ['test-storybook', '--url', server.url, '--index-json', '--maxWorkers=1', '--ci', ...extra],
    { CHROMIUM_PATH: chromium.path },
  );
} finally {
  await server.close();
}
process.exit(code);
