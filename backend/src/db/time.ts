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
