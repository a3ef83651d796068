import { createServer as createHttpServer } from 'node:http';
import { handlers } from './handlers';
import { mockRequestListener } from './httpListener';
import { scenario, scenarioFromEnv } from './scenario';
import { wire, wireArgument, wireFrom } from './wire/mode';

// `npm run mock:server`: the mock backend as a real HTTP server (CORS enabled) on PORT; the scenario
// comes from MOCK_SCENARIO, MOCK_SEED, MOCK_LATENCY, MOCK_CHAOS, MOCK_CHAOS_KINDS, MOCK_TOKEN_TTL; the
// wire from `--wire bladex` (`npm run mock:server -- --wire bladex`) or MOCK_WIRE.
scenario.set(scenarioFromEnv(process.env));
wire.set(wireFrom(wireArgument(process.argv.slice(2)) ?? process.env.MOCK_WIRE));
const port = Number(process.env.PORT ?? 4020);
const mockApp = mockRequestListener(handlers);

const server = createHttpServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Blade-Auth, Tenant-Id, Captcha-Key, Captcha-Code, Content-Type');
  res.setHeader('Access-Control-Expose-Headers', 'x-mock-captcha-code');
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  mockApp(req, res);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`mock server listening on http://127.0.0.1:${port} (API under /api), scenario ${scenario.get().name}, wire ${wire.get()}`);
});
