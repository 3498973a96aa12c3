import type { Knex } from 'knex';

/**
 * Issue 18: a per-user token version (a password reset ends every access token at once, whatever
 * the clock says), the addresses each user signed in from (exempt from the per-account ceiling on
 * failed logins), and the indexes that pruning login_attempts and paging progress read.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    // Access tokens carry it; a password reset increments it.
    table.integer('token_version').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('login_known_addresses', (table) => {
    table.increments('id').primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('address', 64).notNullable();
    table.timestamp('last_success_at', { useTz: true }).notNullable();
    table.unique(['user_id', 'address']);
    table.index(['last_success_at']);
  });
  await knex.schema.alterTable('login_attempts', (table) => {
    table.index(['attempted_at']);
  });
  await knex.schema.alterTable('activity_progress', (table) => {
    table.index(['user_id', 'created_at', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('activity_progress', (table) => {
    table.dropIndex(['user_id', 'created_at', 'id']);
  });
  await knex.schema.alterTable('login_attempts', (table) => {
    table.dropIndex(['attempted_at']);
  });
  await knex.schema.dropTable('login_known_addresses');
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('token_version');
  });
}
