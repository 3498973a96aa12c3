import type { School } from '../../contract';
import { toIsoDate } from '../db/dates';
import { NotFound } from '../errors';
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
    /** Any school by id, inactive ones included (an account may still belong to one). */
    async getById(id: number): Promise<School> {
      const row = await repository.findById(id);
      if (!row) throw new NotFound('School not found', 'school_not_found');
      return toSchool(row);
    },
  };
}
export type SchoolsService = ReturnType<typeof schoolsService>;
