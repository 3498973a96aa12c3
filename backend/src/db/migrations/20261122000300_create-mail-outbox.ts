import type { Knex } from 'knex';

/** Without SMTP_URL every mail lands here; outside production GET /api/dev/mail reads it. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (table) => {
    table.increments('id').primary();
    table.string('to', 1000).notNullable();
    table.string('subject', 300).notNullable();
    table.text('text').notNullable();
    table.text('html').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_outbox');
}
