/**
 * `npm start`: builds the app when the build is missing or stale, migrates and seeds the database,
 * and serves the app and the API on PORT (default 5000). It installs nothing.
 */
import { loadConfig } from '../backend/src/config';
import { startServer } from '../backend/src/server';
import { appBuildIsStale, buildApp } from './lib/build-app';

const root = process.cwd();
if (appBuildIsStale(root)) {
  console.log('[start] building the app…');
  const started = performance.now();
  await buildApp(root);
  console.log(`[start] app built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const config = loadConfig();
const running = await startServer(config);
console.log(
  `[start] Havruta is running on ${config.publicUrl} (${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`})`,
);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[start] ${signal}: shutting down`);
  await running.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
