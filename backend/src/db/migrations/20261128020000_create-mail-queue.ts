import type { Knex } from 'knex';

/**
 * Mail waiting to be sent, written in the transaction of the action that causes it and sent by the
 * mail worker (services/mail-outbox.ts), so a process killed after its answer loses no mail. A row is a
 * mail (`kind` 'mail') or a request whose mail the worker writes first (`reset_password`,
 * `resend_verification`: the request's answer must not depend on whether the account exists).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_queue', (table) => {
    table.increments('id').primary();
    table.string('kind', 40).notNullable();
    /** the recipients, comma-separated; for a request, the e-mail address it names */
    table.string('recipients', 1000).notNullable();
    table.string('subject', 300).nullable();
    table.text('text').nullable();
    table.text('html').nullable();
    /** the mail's links as a JSON array (logged outside production when mail stays in the dev outbox) */
    table.text('links').nullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).notNullable();
    /** a worker holds the row until then; past it, another worker may take it over */
    table.timestamp('claimed_until', { useTz: true }).nullable();
    table.timestamp('sent_at', { useTz: true }).nullable();
    /** set when the worker gave up (too many failed attempts) */
    table.timestamp('failed_at', { useTz: true }).nullable();
    table.string('last_error', 500).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['sent_at', 'failed_at', 'next_attempt_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_queue');
}
