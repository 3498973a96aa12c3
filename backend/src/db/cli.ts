/** `npm run db:migrate` / `npm run db:seed` against the configured database (DATABASE_URL or SQLite). */
import { loadConfig } from '../config';
import { createDb, migrate } from './knex';
import { migrateAndSeed } from './prepare';
import { demoAccountsFor } from './seeds/demo';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed' && command !== 'rollback') {
  console.error('usage: tsx backend/src/db/cli.ts migrate|seed|rollback');
  process.exit(2);
}
const config = loadConfig();
const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pool: config.databasePool });
try {
  if (command === 'migrate') {
    await migrate(db);
    console.log('[db] migrated to the latest version');
  } else if (command === 'rollback') {
    await db.migrate.rollback(undefined, true);
    console.log('[db] rolled back every migration');
  } else {
    await migrateAndSeed(
      db,
      config.env === 'production' ? {} : { demoAccounts: demoAccountsFor(config.dataDir) },
    );
    console.log('[db] seeded');
  }
} finally {
  await db.destroy();
}
