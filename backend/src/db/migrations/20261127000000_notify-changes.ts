import type { Knex } from 'knex';

/**
 * PostgreSQL tells every node when a user or the course catalogue changes (db/change-feed.ts), whoever changed
 * it: the app, `npm run db:seed`, or an administrator's SQL (unapproving an account by hand, say). The notice is
 * sent when the changing transaction commits. SQLite is one node's database and needs none.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  await knex.raw(`
    create function havruta_notify_user_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('havruta_changes', 'users:' || old.id);
      return null;
    end $$;
    create trigger users_notify_change after update or delete on users
      for each row execute function havruta_notify_user_change();
    create function havruta_notify_course_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('havruta_changes', 'courses');
      return null;
    end $$;
    create trigger courses_notify_change after insert or update or delete or truncate on courses
      for each statement execute function havruta_notify_course_change();
  `);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  await knex.raw(`
    drop trigger if exists courses_notify_change on courses;
    drop function if exists havruta_notify_course_change();
    drop trigger if exists users_notify_change on users;
    drop function if exists havruta_notify_user_change();
  `);
}
