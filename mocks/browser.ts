import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The browser worker with every happy path (Storybook uses its own setup in .storybook/preview). */
export const worker = setupWorker(...handlers);
