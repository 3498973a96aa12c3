import type { HttpHandler } from 'msw';
import { schoolsHandlers } from './schools';

export { schoolsHandlers } from './schools';

/** Every endpoint's happy path. */
export const handlers: HttpHandler[] = [...schoolsHandlers.ok];
