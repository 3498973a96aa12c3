import type { Knex } from 'knex';

/**
 * Which user may play which read-aloud clip. A clip is stored once under `tts/<file>` (its name is a
 * hash of engine, language and words, so two users who hear the same words share it); a row here is
 * one user's grant to it, and what counts against that user's clip quota.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tts_grants', (table) => {
    table.increments('id').primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    // `<sha256>.<wav|mp3>`, the clip's name in the object store
    table.string('file', 80).notNullable();
    table.integer('size_bytes').notNullable();
    // the last time the user asked for it: the oldest go first when the quota is passed
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.unique(['user_id', 'file']);
    table.index(['file']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tts_grants');
}
