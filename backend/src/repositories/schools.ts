import type { Db } from '../db/knex';

export interface SchoolRow {
  id: number;
  name: string;
  active: boolean | number;
  created_at: string | Date;
}

export function schoolsRepository(db: Db) {
  return {
    async listActive(): Promise<SchoolRow[]> {
      return db<SchoolRow>('schools')
        .select('id', 'name', 'active', 'created_at')
        .where('active', true)
        .orderBy('name');
    },
    async findById(id: number): Promise<SchoolRow | undefined> {
      return db<SchoolRow>('schools').select('id', 'name', 'active', 'created_at').where({ id }).first();
    },
  };
}
export type SchoolsRepository = ReturnType<typeof schoolsRepository>;
