import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers for Vitest. */
export const mockServer = setupServer(...handlers);
