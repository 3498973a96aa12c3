/**
 * `npm start`: builds the app when the build is missing or stale, migrates and seeds the database,
 * and serves the app and the API on PORT (default 5000). It installs nothing.
 */
import { loadConfig } from '../backend/src/config';
import { demoAccountsFor, describeDemoAccounts } from '../backend/src/db/seeds/demo';
import { startServer } from '../backend/src/server';
import { appBuildIsStale, buildApp } from './lib/build-app';

const root = process.cwd();
// Vite's build sets process.env.NODE_ENV=production in this process: read the environment first.
const env = { ...process.env };
if (appBuildIsStale(root)) {
  console.log('[start] building the app…');
  const started = performance.now();
  await buildApp(root);
  console.log(`[start] app built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const config = loadConfig(env);
const running = await startServer(config);
console.log(
  `[start] Havruta is running on ${config.publicUrl} (${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`})`,
);

// The demo accounts exist outside production only, and only development prints them: their
// passwords are generated for this data directory (DATA_DIR/demo-accounts.json).
if (config.env === 'development') {
  console.log(`[start] demo accounts (development only, passwords of ${config.dataDir}):`);
  for (const line of await describeDemoAccounts(running.db, demoAccountsFor(config.dataDir)))
    console.log(`[start]   ${line}`);
  if (!config.smtpUrl) console.log(`[start] mails stay in the outbox: ${config.publicUrl}/api/dev/mail`);
  if (!['127.0.0.1', 'localhost', '::1'].includes(config.host)) {
    console.warn(
      `[start] warning: development mode on HOST=${config.host}: the outbox (every reset link) and the demo ` +
        'accounts are reachable from the network. Deployments set NODE_ENV=production (README).',
    );
  }
}

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
