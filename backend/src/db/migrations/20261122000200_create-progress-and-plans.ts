import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('activity_progress', (table) => {
    table.increments('id').primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('course_id', 100).notNullable().references('id').inTable('courses').onDelete('CASCADE');
    table.string('activity_type', 20).notNullable();
    table.string('activity_id', 200).notNullable();
    table.double('score').notNullable();
    table.integer('time_spent').notNullable();
    table.text('answers').notNullable();
    table.boolean('completed').notNullable().defaultTo(true);
    // idempotency key; NULLs never collide, so saves without one always insert
    table.string('client_id', 64);
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.unique(['user_id', 'client_id']);
    table.index(['user_id', 'course_id', 'activity_type']);
  });
  await knex.schema.createTable('learning_plans', (table) => {
    table.increments('id').primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('course_id', 100).notNullable().references('id').inTable('courses').onDelete('CASCADE');
    table.text('plan').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.unique(['user_id', 'course_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('learning_plans');
  await knex.schema.dropTable('activity_progress');
}
