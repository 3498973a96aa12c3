import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const School = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  active: z.boolean(),
  created_at: z.string(),
});
export type School = z.infer<typeof School>;

export const SchoolsResponse = z.object({ schools: z.array(School) });
export type SchoolsResponse = z.infer<typeof SchoolsResponse>;

export const listSchools = defineEndpoint({
  name: 'listSchools',
  method: 'GET',
  path: '/api/auth/schools',
  auth: false,
  summary: 'Active schools for the registration dropdown.',
  response: SchoolsResponse,
  errors: [500],
});
