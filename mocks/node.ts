import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The Node server for vitest and scripts: every endpoint's happy path. */
export const server = setupServer(...handlers);
