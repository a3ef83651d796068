// @vitest-environment node
// Scenarios and session rules of the mock backend: how they are chosen, token expiry and refresh,
// latency and chaos.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { scenario, scenarioFrom, scenarioFromEnv } from '../../mocks/scenario';
import { seededRandom } from '../../mocks/handlers/traffic';
import { db } from '../../mocks/world/db';
import { signInWithoutCaptcha } from '../support/mockSignIn';

const base = 'http://localhost/api';
const client = { Authorization: `Basic ${btoa('saber:saber_secret')}` };
const initial = scenario.get();

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => db.reset());
afterEach(() => scenario.set(initial));

const signIn = () => signInWithoutCaptcha(base, 'admin', 'Admin123');
const userInfo = (token: string) => fetch(`${base}/blade-user/info`, { headers: { ...client, 'Blade-Auth': `bearer ${token}` } });

describe('choosing a scenario', () => {
  it('defaults to the default scenario with seed 20261121 and no weather', () => {
    expect(scenarioFrom({})).toEqual({
      name: 'default',
      seed: 20261121,
      latency: [0, 0],
      chaos: { rate: 0, kinds: ['500', '401', 'timeout', 'malformed'] },
      tokenTtlSeconds: 3600,
    });
  });

  it('gives slow its latency and chaos its failure share, both overridable', () => {
    expect(scenarioFrom({ scenario: 'slow' }).latency).toEqual([800, 2500]);
    expect(scenarioFrom({ scenario: 'slow', latency: '100-200' }).latency).toEqual([100, 200]);
    expect(scenarioFrom({ scenario: 'chaos' }).chaos.rate).toBe(0.2);
    expect(scenarioFrom({ scenario: 'chaos', chaos: '0.5', chaosKinds: '500,malformed,bogus' }).chaos).toEqual({ rate: 0.5, kinds: ['500', 'malformed'] });
  });

  it('reads MOCK_* environment variables and ignores unknown names', () => {
    expect(scenarioFromEnv({ MOCK_SCENARIO: 'large', MOCK_SEED: '7', MOCK_TOKEN_TTL: '60' })).toMatchObject({ name: 'large', seed: 7, tokenTtlSeconds: 60 });
    expect(scenarioFromEnv({ MOCK_SCENARIO: 'nonsense' }).name).toBe('default');
  });
});

describe('sessions', () => {
  it('expires an access token after its lifetime, and a refresh gives a working one', async () => {
    scenario.set({ ...initial, tokenTtlSeconds: 1 });
    const tokens = await signIn();
    expect(tokens.expires_in).toBe(1);
    expect((await userInfo(tokens.access_token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const expired = await userInfo(tokens.access_token);
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { msg: string }).msg).toBe('令牌已过期，请重新登录');

    const refreshed = await fetch(`${base}/blade-auth/oauth/token/refresh?refreshToken=${tokens.refresh_token}&tenantId=000000`, { method: 'POST', headers: client });
    const { data } = (await refreshed.json()) as { data: { access_token: string } };
    expect((await userInfo(data.access_token)).status).toBe(200);
  });

  it('refuses a token after sign-out', async () => {
    const { access_token } = await signIn();
    await fetch(`${base}/blade-auth/oauth/logout`, { headers: { ...client, 'Blade-Auth': `bearer ${access_token}` } });
    expect((await userInfo(access_token)).status).toBe(401);
  });

  it('keeps tokens in the world, so a persisted world keeps its sessions', async () => {
    const { access_token } = await signIn();
    expect(db.world.accessTokens.map((t) => t.token)).toContain(access_token);
  });
});

describe('network weather', () => {
  it('slows replies down by the scenario latency', async () => {
    const { access_token } = await signIn();
    scenario.set({ ...initial, latency: [150, 150] });
    const started = performance.now();
    await userInfo(access_token);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('fails the configured share of calls, with each configured kind', async () => {
    const { access_token } = await signIn();
    scenario.set({ ...initial, chaos: { rate: 1, kinds: ['500'] } });
    const failed = await userInfo(access_token);
    expect(failed.status).toBe(500);
    scenario.set({ ...initial, chaos: { rate: 1, kinds: ['malformed'] } });
    await expect((await userInfo(access_token)).json()).rejects.toThrow();
    scenario.set({ ...initial, chaos: { rate: 1, kinds: ['401'] } });
    expect((await userInfo(access_token)).status).toBe(401);
    scenario.set({ ...initial, chaos: { rate: 0, kinds: ['500'] } });
    expect((await userInfo(access_token)).status).toBe(200);
  });
});

describe('chaos dice', () => {
  it('draws the same sequence for the same seed and another for another seed', () => {
    const draws = (seed: number) => Array.from({ length: 50 }, seededRandom(seed));
    expect(draws(20261121)).toEqual(draws(20261121));
    expect(draws(20261121)).not.toEqual(draws(7));
    // Spread over [0, 1): a 0.3 share fails about 30 of 100 calls, not all or none.
    const failing = Array.from({ length: 1000 }, seededRandom(1)).filter((x) => x < 0.3).length;
    expect(failing).toBeGreaterThan(250);
    expect(failing).toBeLessThan(350);
  });

  it('fails the same calls in two runs of one seed', async () => {
    const { access_token } = await signIn();
    const run = async () => {
      scenario.set({ ...initial, chaos: { rate: 0.5, kinds: ['500'] } });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await userInfo(access_token)).status);
      return statuses;
    };
    const first = await run();
    expect(first).toContain(500);
    expect(first).toContain(200);
    expect(await run()).toEqual(first);
  });
});
