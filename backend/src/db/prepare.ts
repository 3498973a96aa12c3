import { underSchemaLock, type Db } from './knex';
import type { DemoAccounts } from './seeds/demo';
import { seed } from './seeds/index';

/**
 * Migrates and seeds in one hold of the schema lock (docs/backend.md, "Many nodes"): what every node does on
 * start, and what `npm run db:seed` does as a one-shot job.
 */
export async function migrateAndSeed(db: Db, options: { demoAccounts?: DemoAccounts } = {}): Promise<void> {
  await underSchemaLock(db, async () => {
    await db.migrate.latest();
    await seed(db, options);
  });
}
