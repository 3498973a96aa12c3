import type { Knex } from 'knex';

/**
 * What every node of a cluster must see of a chat turn (docs/backend.md, "Turns across nodes"):
 * - `transient_messages`: the Time-Out's unlogged messages (`skip_db_log`), kept until `expires_at` and bounded
 *   per user and in total (services/transient-messages.ts); one per (thread, client id), one answer per message;
 * - `chat_turns`: the lease of a turn in progress (node, heartbeat) and the text streamed so far, so a retry on
 *   another node attaches to it or takes it over, and a reconnect resumes its stream;
 * - `chat_threads.version`: a thread's state is written only over the version its turn read.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('transient_messages', (table) => {
    table.string('id', 40).primary();
    table.string('thread_id', 64).notNullable().references('id').inTable('chat_threads').onDelete('CASCADE');
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('role', 16).notNullable();
    // JSON text of MessageContent
    table.text('content').notNullable();
    table.string('client_message_id', 128).nullable();
    table.string('reply_to', 40).nullable();
    table.integer('bytes').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.unique(['thread_id', 'client_message_id']);
    table.unique(['thread_id', 'reply_to']);
    table.index(['user_id', 'created_at']);
    table.index(['expires_at']);
  });
  await knex.schema.createTable('chat_turns', (table) => {
    // `<thread id>:<message id>`: the student's message the turn answers
    table.string('key', 120).primary();
    table.string('thread_id', 64).notNullable().references('id').inTable('chat_threads').onDelete('CASCADE');
    table.string('node_id', 128).notNullable();
    // a random id of one run of the turn: the lease's holder, so a node that lost it cannot write over a successor
    table.string('holder', 40).notNullable();
    table.timestamp('heartbeat_at', { useTz: true }).notNullable();
    // running | done | failed
    table.string('status', 16).notNullable();
    // the text streamed so far (the SSE event ids count its characters)
    table.text('produced').notNullable();
    table.index(['heartbeat_at']);
  });
  await knex.schema.alterTable('chat_threads', (table) => {
    table.integer('version').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('chat_threads', (table) => {
    table.dropColumn('version');
  });
  await knex.schema.dropTable('chat_turns');
  await knex.schema.dropTable('transient_messages');
}
