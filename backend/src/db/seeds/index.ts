import type { Knex } from 'knex';
import { seedSchools } from './schools';

/** Runs every seed; each one is idempotent, so this is safe on every start. */
export async function seed(knex: Knex): Promise<void> {
  await seedSchools(knex);
}
