import type { Knex } from 'knex';
import * as createSchools from './20261121000000_create-schools';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Migrations are listed here, in order, rather than discovered on disk, so they run the same under
 * tsx, vitest and a bundle. Add new ones at the end; never edit one that has landed.
 */
const migrations: Array<readonly [string, Migration]> = [['20261121000000_create-schools', createSchools]];

export const migrationSource: Knex.MigrationSource<readonly [string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
