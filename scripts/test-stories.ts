/**
 * Builds Storybook, serves the static build on 127.0.0.1, runs @storybook/test-runner against it
 * in Chromium, and stops the server whatever happens.
 */
import path from 'node:path';
import { findChromium } from './lib/chromium';
import { run } from './lib/run';
import { serveDirectory } from './lib/static-server';

const root = process.cwd();
const skipBuild = process.argv.includes('--no-build');
if (!skipBuild) {
  const built = await run('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
  if (built !== 0) process.exit(built);
}

const chromium = await findChromium();
console.log(`[stories] Chromium from ${chromium.source}: ${chromium.path}`);
const server = await serveDirectory(path.join(root, 'storybook-static'));
let code = 1;
try {
  const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build');
  code = await run(
    'npx',
    ['test-storybook', '--url', server.url, '--index-json', '--maxWorkers=1', '--ci', ...extra],
    { CHROMIUM_PATH: chromium.path },
  );
} finally {
  await server.close();
}
process.exit(code);
