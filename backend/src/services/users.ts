import { Role, SchoolYear, UserId, type User } from '../../contract';
import { toIsoDate } from '../db/dates';
import type { UserRow } from '../repositories/users';

/** One contract shape for both databases (0/1 vs booleans, text vs Date). */
export function toUser(row: UserRow): User {
  const role = Role.safeParse(row.role);
  const year = SchoolYear.safeParse(row.school_year);
  return {
    id: UserId.parse(Number(row.id)),
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    name: `${row.first_name} ${row.last_name}`,
    role: role.success ? role.data : 'student',
    birthdate: row.birthdate,
    school_id: row.school_id === null ? null : Number(row.school_id),
    subject: row.subject,
    school_year: year.success ? year.data : null,
    email_verified: row.email_verified_at !== null,
    approved: row.approved_at !== null,
    created_at: toIsoDate(row.created_at),
  };
}
