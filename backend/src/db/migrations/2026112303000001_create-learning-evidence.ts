import type { Knex } from 'knex';

/**
 * The answers the tutor judged (practice in chat with the hints used, AI-guided test answers): the
 * mastery model's own evidence, beside the progress records the windows save (docs/tutor.md).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('learning_evidence', (table) => {
    table.increments('id').primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('course_id', 100).notNullable();
    // a syllabus module id
    table.string('topic', 100).notNullable();
    // the practice problem or guided question
    table.string('item_id', 200);
    // practice | test | guided-test
    table.string('source', 20).notNullable();
    table.boolean('correct').notNullable();
    table.integer('hints_used').notNullable().defaultTo(0);
    // options of a multiple-choice item; null for typed answers
    table.integer('choices');
    // where it came from (the reply that judged it, and its position), so a retry stores it once
    table.string('origin', 120).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.unique(['user_id', 'origin']);
    table.index(['user_id', 'course_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('learning_evidence');
}
