import type { Knex } from 'knex';

/**
 * Threads, messages, feedback and introductions of the tutor's chat (docs/backend.md, "Chat").
 * Thread ids are random strings, never counters, so one cannot be guessed from another.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('chat_threads', (table) => {
    table.string('id', 40).primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    // main | lesson | test | introduction | timeout
    table.string('kind', 20).notNullable();
    // a catalogue course id, 'Time-out' for the Time-Out chat, null for the introduction
    table.string('course_id', 100);
    table.string('lesson_id', 100);
    table.string('test_id', 100);
    // set on the one thread a user has per course (main) or for Time-Out, so two first calls racing
    // each other still create one; NULLs never collide
    table.string('singleton_key', 120);
    // JSON: where a lesson, test or introduction stands
    table.text('state');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.unique(['user_id', 'singleton_key']);
    table.index(['user_id', 'created_at']);
  });
  await knex.schema.createTable('chat_messages', (table) => {
    table.increments('id').primary();
    table.string('thread_id', 40).notNullable().references('id').inTable('chat_threads').onDelete('CASCADE');
    // the owner of the thread, so the idempotency key is unique per user
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    // user | assistant | system
    table.string('role', 10).notNullable();
    // JSON of the contract's MessageContent
    table.text('content').notNullable();
    table.string('client_message_id', 64);
    // the user message an assistant message answers: one answer per message
    table.integer('reply_to').unsigned().references('id').inTable('chat_messages').onDelete('CASCADE');
    table.boolean('incomplete').notNullable().defaultTo(false);
    // instructions the client sends without showing them (the start of a guided test)
    table.boolean('hidden').notNullable().defaultTo(false);
    table.text('image_url');
    table.text('audio_url');
    // JSON: what else the reply carried (exercise data, a test result, an introduction summary), so a
    // retry with the same client_message_id gets the same answer
    table.text('attachments');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.unique(['user_id', 'client_message_id']);
    table.unique(['reply_to']);
    table.index(['thread_id', 'id']);
  });
  await knex.schema.createTable('chat_feedback', (table) => {
    table.increments('id').primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table
      .integer('message_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('chat_messages')
      .onDelete('CASCADE');
    table.string('thread_id', 40).notNullable();
    table.string('course_id', 100).notNullable();
    table.boolean('is_positive').notNullable();
    table.text('comment');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    // a second opinion on the same reply replaces the first
    table.unique(['user_id', 'message_id']);
  });
  await knex.schema.createTable('introductions', (table) => {
    table.increments('id').primary();
    table
      .integer('user_id')
      .unsigned()
      .notNullable()
      .unique()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    table.string('thread_id', 40).references('id').inTable('chat_threads').onDelete('SET NULL');
    table.text('summary').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('introductions');
  await knex.schema.dropTable('chat_feedback');
  await knex.schema.dropTable('chat_messages');
  await knex.schema.dropTable('chat_threads');
}
