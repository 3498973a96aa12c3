import type { Knex } from 'knex';

/** Every token is random; only its SHA-256 hash is stored. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('one_time_tokens', (table) => {
    table.increments('id').primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    // verify_email (24 h), reset_password (30 min), approve_user (7 days)
    table.string('purpose', 20).notNullable();
    table.string('token_hash', 64).notNullable().unique();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'purpose']);
  });
  await knex.schema.createTable('refresh_tokens', (table) => {
    table.increments('id').primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    // one family per login; every rotation stays in it, so reuse of an old token can revoke them all
    table.string('family_id', 36).notNullable().index();
    table.string('token_hash', 64).notNullable().unique();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('revoked_at', { useTz: true });
    table.integer('replaced_by').unsigned().references('id').inTable('refresh_tokens').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id']);
  });
  // Shared by every node, so a rate limit holds behind a load balancer.
  await knex.schema.createTable('login_attempts', (table) => {
    table.increments('id').primary();
    // 'account:<email>', 'ip:<address>', or '<action>:ip:<address>' for the mail-sending calls
    table.string('key', 320).notNullable();
    table.timestamp('attempted_at', { useTz: true }).notNullable();
    table.index(['key', 'attempted_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('login_attempts');
  await knex.schema.dropTable('refresh_tokens');
  await knex.schema.dropTable('one_time_tokens');
}
