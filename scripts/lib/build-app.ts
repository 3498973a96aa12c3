import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders whose files end up in the app bundle. */
const sources = ['app', 'ui/src', 'backend/contract', 'content/locales', 'vite.config.ts', 'package.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist/app is missing or older than any of its sources. */
export function appBuildIsStale(root: string): boolean {
  const index = path.join(root, 'dist/app/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}

export async function buildApp(root: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    root: path.join(root, 'app'),
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
  });
}
