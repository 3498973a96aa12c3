import type { Knex } from 'knex';
import { seedCourses } from './courses';
import { seedDemoAccounts, type DemoAccounts } from './demo';
import { seedSchools } from './schools';

/**
 * Runs every seed; each one is idempotent, so this is safe on every start. Only development and test
 * seed the demo accounts (with `demoAccountsFor(DATA_DIR)`), never production.
 */
export async function seed(knex: Knex, options: { demoAccounts?: DemoAccounts } = {}): Promise<void> {
  await seedSchools(knex);
  await seedCourses(knex);
  if (options.demoAccounts) await seedDemoAccounts(knex, options.demoAccounts);
}
