import type { Knex } from 'knex';
import * as createSchools from './20261121000000_create-schools';
import * as createUsersAndCourses from './20261122000000_create-users-and-courses';
import * as createAuthTokens from './20261122000100_create-auth-tokens';
import * as createProgressAndPlans from './20261122000200_create-progress-and-plans';
import * as createMailOutbox from './20261122000300_create-mail-outbox';
import * as addTokenVersionsAndKnownAddresses from './20261123010000_add-token-versions-and-known-addresses';
import * as createUploads from './20261123070000_create-uploads';
import * as createChat from './20261123020000_create-chat';
import * as createLearningEvidence from './2026112303000001_create-learning-evidence';
import * as notifyChanges from './20261127000000_notify-changes';
import * as createTtsGrants from './20261127220000_create-tts-grants';
import * as createTurnsAndTransientMessages from './20261128010000_create-turns-and-transient-messages';
import * as createMailQueue from './20261128020000_create-mail-queue';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Migrations are listed here, in order, rather than discovered on disk, so they run the same under
 * tsx, vitest and a bundle. Add new ones at the end; never edit one that has landed.
 */
const migrations: Array<readonly [string, Migration]> = [
  ['20261121000000_create-schools', createSchools],
  ['20261122000000_create-users-and-courses', createUsersAndCourses],
  ['20261122000100_create-auth-tokens', createAuthTokens],
  ['20261122000200_create-progress-and-plans', createProgressAndPlans],
  ['20261122000300_create-mail-outbox', createMailOutbox],
  ['20261123010000_add-token-versions-and-known-addresses', addTokenVersionsAndKnownAddresses],
  ['20261123070000_create-uploads', createUploads],
  ['20261123020000_create-chat', createChat],
  ['2026112303000001_create-learning-evidence', createLearningEvidence],
  ['20261127000000_notify-changes', notifyChanges],
  ['20261127220000_create-tts-grants', createTtsGrants],
  ['20261128010000_create-turns-and-transient-messages', createTurnsAndTransientMessages],
  ['20261128020000_create-mail-queue', createMailQueue],
];

export const migrationSource: Knex.MigrationSource<readonly [string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
