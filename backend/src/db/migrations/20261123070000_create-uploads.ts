import type { Knex } from 'knex';

/**
 * Uploaded images and PDFs, and the page images rendered from each PDF. The bytes live in the object
 * store (storage/) under `uploads/<file>`; a row says whose they are and what they are.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('uploads', (table) => {
    table.increments('id').primary();
    // the public name, `<random>.<ext>` or `<random>-p<n>.png` for a PDF's page: the URL's last segment
    table.string('file', 80).notNullable().unique();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    // image | pdf | pdf_page
    table.string('kind', 10).notNullable();
    table.string('content_type', 40).notNullable();
    table.integer('size_bytes').notNullable();
    table.string('sha256', 64).notNullable();
    table.string('original_name', 255);
    table.integer('width');
    table.integer('height');
    // a PDF's page points at its PDF
    table.integer('parent_id').unsigned().references('id').inTable('uploads').onDelete('CASCADE');
    table.integer('page_number');
    // a PDF: pages in the document, and the text of the pages read (for the tutor)
    table.integer('page_count');
    table.text('text');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['user_id', 'created_at']);
    table.index(['parent_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('uploads');
}
