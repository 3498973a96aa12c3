import { endpoints } from '../../backend/contract';
import { buildSchools } from '../fixtures/schools';
import { scenarios } from '../scenarios';

const list = scenarios(
  endpoints.listSchools,
  () => ({ schools: buildSchools() }),
  () => ({ schools: [] }),
);

/** GET /api/auth/schools: `schoolsHandlers.ok` plus scenario factories. */
export const schoolsHandlers = {
  ok: [list.ok],
  empty: () => [list.empty()],
  error: (status?: number, message?: string) => [list.error(status, message)],
  slow: (ms?: number | 'infinite') => [list.slow(ms)],
  invalidJson: () => [list.invalidJson()],
};
