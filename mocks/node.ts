import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { scenario, scenarioFromEnv } from './scenario';

// The same handlers for Vitest; the scenario comes from MOCK_* environment variables (default otherwise).
scenario.set(scenarioFromEnv(process.env));
export const mockServer = setupServer(...handlers);
