import type { School } from '../../contract';
import { toIsoDate } from '../db/dates';
import type { SchoolRow, SchoolsRepository } from '../repositories/schools';

/** SQLite returns 0/1 and text dates, PostgreSQL booleans and Date objects: one shape leaves here. */
export function toSchool(row: SchoolRow): School {
  return {
    id: Number(row.id),
    name: row.name,
    active: Boolean(row.active),
    created_at: toIsoDate(row.created_at),
  };
}

export function schoolsService(repository: SchoolsRepository) {
  return {
    async listActive(): Promise<School[]> {
      const rows = await repository.listActive();
      return rows.map(toSchool);
    },
  };
}
export type SchoolsService = ReturnType<typeof schoolsService>;
