import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { scenario, scenarioFromEnv } from './scenario';
import { wire, wireFrom } from './wire/mode';

// The same handlers for Vitest; the scenario and the wire come from MOCK_* environment variables
// (MOCK_WIRE=bladex for BladeX's wire; the defaults otherwise).
scenario.set(scenarioFromEnv(process.env));
wire.set(wireFrom(process.env.MOCK_WIRE));
export const mockServer = setupServer(...handlers);
