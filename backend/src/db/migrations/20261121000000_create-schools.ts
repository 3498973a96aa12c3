import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('schools', (table) => {
    table.increments('id').primary();
    table.string('name', 200).notNullable().unique();
    table.string('city', 100);
    table.string('kind', 20).notNullable().defaultTo('high_school');
    table.boolean('active').notNullable().defaultTo(true);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('schools');
}
