import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('courses', (table) => {
    table.string('id', 100).primary();
    table.string('name', 200).notNullable();
    table.string('subject', 100).notNullable();
    table.string('assistant_name', 100).notNullable();
    table.string('data_folder', 100).notNullable();
    table.integer('position').notNullable().defaultTo(0);
    table.boolean('active').notNullable().defaultTo(true);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('users', (table) => {
    table.increments('id').primary();
    table.string('email', 254).notNullable().unique();
    table.string('password_hash', 255).notNullable();
    table.string('first_name', 80).notNullable();
    table.string('last_name', 80).notNullable();
    table.string('role', 20).notNullable().defaultTo('student');
    table.string('birthdate', 10);
    table.integer('school_id').unsigned().references('id').inTable('schools').onDelete('SET NULL');
    table.string('subject', 100);
    table.string('school_year', 10);
    table.timestamp('email_verified_at', { useTz: true });
    table.timestamp('approved_at', { useTz: true });
    // Access tokens issued before this instant are refused (a password reset ends every session).
    table.timestamp('password_changed_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('user_courses', (table) => {
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('course_id', 100).notNullable().references('id').inTable('courses').onDelete('CASCADE');
    table.timestamp('assigned_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'course_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_courses');
  await knex.schema.dropTable('users');
  await knex.schema.dropTable('courses');
}
