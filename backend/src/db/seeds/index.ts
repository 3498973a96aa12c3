import type { Knex } from 'knex';
import { seedCourses } from './courses';
import { seedDemoAccounts } from './demo';
import { seedSchools } from './schools';

/**
 * Runs every seed; each one is idempotent, so this is safe on every start. The demo accounts have
 * published passwords, so only development and test seed them, never production.
 */
export async function seed(knex: Knex, options: { demoAccounts?: boolean } = {}): Promise<void> {
  await seedSchools(knex);
  await seedCourses(knex);
  if (options.demoAccounts) await seedDemoAccounts(knex);
}
