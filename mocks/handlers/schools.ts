import { endpoints } from '../../backend/contract';
import { buildSchools } from '../fixtures/schools';
import { defineDomain, errorResponse, scenarios } from '../scenarios';

const list = scenarios(
  endpoints.listSchools,
  () => ({ schools: buildSchools() }),
  () => ({ schools: [] }),
);

const one = scenarios(
  endpoints.getSchool,
  ({ params }) => {
    const school = buildSchools().find((item) => item.id === Number(params.id));
    return school ? { school } : errorResponse(404, 'School not found', 'not_found');
  },
  () => errorResponse(404, 'School not found', 'not_found'),
);

/** GET /api/auth/schools and /api/auth/schools/:id: `schoolsHandlers.ok` plus scenario factories. */
export const schoolsHandlers = defineDomain({ listSchools: list, getSchool: one });
