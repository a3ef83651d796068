// @vitest-environment node
// `npm run mock:server` serves the same handlers over real HTTP, with CORS, on PORT.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithoutCaptcha } from '../support/mockSignIn';
import { startProcess } from '../support/startProcess';

const port = 4321;
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess;

beforeAll(async () => {
  ({ child: server } = await startProcess('node_modules/.bin/tsx', ['mocks/server.ts'], { ready: 'listening', env: { PORT: String(port), MOCK_SCENARIO: 'empty' } }));
});

afterAll(() => {
  server?.kill('SIGTERM');
});

describe('mock:server', () => {
  it('answers a CORS preflight for the console origin', async () => {
    const reply = await fetch(`${base}/api/blade-user/info`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173' } });
    expect(reply.status).toBe(204);
    expect(reply.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(reply.headers.get('access-control-allow-headers')).toContain('Blade-Auth');
  });

  it('serves the contract under /api with the scenario from the environment', async () => {
    const client = { Authorization: `Basic ${btoa('saber:saber_secret')}` };
    const captcha = await fetch(`${base}/api/blade-auth/oauth/captcha`, { headers: client });
    expect(captcha.status).toBe(200);
    expect(captcha.headers.get('x-mock-captcha-code')).toMatch(/^[a-z0-9]{4}$/);
    const unauthorized = await fetch(`${base}/api/department/tree`, { headers: client });
    expect(unauthorized.status).toBe(401);

    const { access_token } = await signInWithoutCaptcha(`${base}/api`, 'admin', 'Admin123');
    const tree = await fetch(`${base}/api/department/tree`, { headers: { ...client, 'Blade-Auth': `bearer ${access_token}` } });
    const { data } = (await tree.json()) as { data: { children?: unknown[] }[] };
    expect(data).toHaveLength(1); // MOCK_SCENARIO=empty: the root company only
    expect(data[0].children ?? []).toEqual([]);
  });
});
