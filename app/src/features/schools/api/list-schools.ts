import { endpoints, type School } from '../../../../../backend/contract';
import { call } from '../../../lib/api-client';

export async function listSchools(signal?: AbortSignal): Promise<School[]> {
  const { schools } = await call(endpoints.listSchools, { signal });
  return schools.filter((school) => school.active);
}
