/**
 * The API contract: every documented call, defined once. The typed client (app/), the MSW
 * handlers (mocks/), the Koa routes (backend/src) and the tests all import from here.
 */
import { listSchools } from './schools';

export * from './content';
export * from './endpoint';
export * from './errors';
export * from './schools';

/** The registry: one entry per call. */
export const endpoints = {
  listSchools,
} as const;

export type EndpointName = keyof typeof endpoints;
