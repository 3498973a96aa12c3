import type { Knex } from 'knex';

/**
 * Every timestamp the server writes is an ISO-8601 UTC string, and every comparison uses one too:
 * SQLite then compares text in one format, and PostgreSQL casts it to timestamptz.
 */
export function isoAt(date: Date): string {
  return date.toISOString();
}

export function isoIn(milliseconds: number, from: Date = new Date()): string {
  return new Date(from.getTime() + milliseconds).toISOString();
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** A point in time as a query parameter: an ISO string, or SQL the database evaluates. */
export type SqlTime = string | Knex.Raw;

/**
 * The database's clock, for state that several nodes compare (rate-limit windows, the mail outbox's
 * retries): on PostgreSQL every node reads one clock, so a node whose clock drifts neither lengthens
 * nor shortens a window. SQLite holds a single node (docs/backend.md, "Many nodes"), whose clock is
 * the database's, and it compares ISO text: there the times are computed in JavaScript.
 */
export function databaseClock(db: Knex) {
  if (db.client.config.client !== 'pg') {
    return {
      now: (): SqlTime => nowIso(),
      ago: (milliseconds: number): SqlTime => isoIn(-milliseconds),
      in: (milliseconds: number): SqlTime => isoIn(milliseconds),
      async read(): Promise<Date> {
        return new Date();
      },
    };
  }
  // now() is the transaction's start, the same for every statement of one transaction.
  const shifted = (milliseconds: number) => db.raw('now() + make_interval(secs => ?)', [milliseconds / 1000]);
  return {
    now: (): SqlTime => db.raw('now()'),
    ago: (milliseconds: number): SqlTime => shifted(-milliseconds),
    in: (milliseconds: number): SqlTime => shifted(milliseconds),
    async read(): Promise<Date> {
      const result: { rows: Array<{ now: Date }> } = await db.raw('select now() as now');
      return new Date(result.rows[0]?.now ?? Date.now());
    },
  };
}
export type DatabaseClock = ReturnType<typeof databaseClock>;
