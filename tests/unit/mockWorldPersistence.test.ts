// @vitest-environment node
// The mock's world is saved before a reply that follows a change leaves (a reload right after
// sign-in kept the console's token but lost the mock's), and the tabs of one browser share one world.
// Here the browser's IndexedDB and BroadcastChannel are a fake adapter the test controls.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db, type WorldPersistence } from '../../mocks/world/db';
import type { World } from '../../mocks/world/types';
import { clientHeader, signInWithoutCaptcha } from '../support/mockSignIn';

const base = 'http://localhost/api';
const userInfo = (token: string) => fetch(`${base}/blade-user/info`, { headers: { ...clientHeader, 'Blade-Auth': `bearer ${token}` } });

/** What IndexedDB holds, the saves that landed, a gate that holds the next save, and the other tabs' voice. */
const disk = {
  stored: undefined as World | undefined,
  saves: 0,
  gate: Promise.resolve(),
  otherTab: (() => {}) as (what: 'saved' | 'cleared') => void,
};
const adapter: WorldPersistence = {
  load: async () => (disk.stored ? structuredClone(disk.stored) : undefined),
  save: async (world) => {
    await disk.gate;
    disk.stored = structuredClone(world);
    disk.saves++;
  },
  clear: async () => {
    disk.stored = undefined;
  },
  watch: (onElsewhere) => {
    disk.otherTab = onElsewhere;
  },
};

/** A gate for the next save and the key that opens it. */
function holdSaves() {
  let open = () => {};
  disk.gate = new Promise<void>((resolve) => (open = resolve));
  return () => {
    open();
    disk.gate = Promise.resolve();
  };
}

beforeAll(async () => {
  mockServer.listen({ onUnhandledFrame: 'error' });
  await db.attach(adapter);
});
afterAll(() => mockServer.close());
beforeEach(async () => {
  await db.reset();
  disk.saves = 0;
});

describe('the mock world saved before the reply', () => {
  it("a sign-in's reply leaves only once the world holding its token is saved", async () => {
    const release = holdSaves();
    let answered = false;
    const signIn = signInWithoutCaptcha(base, 'admin', 'Admin123').then((tokens) => {
      answered = true;
      return tokens;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    const { access_token } = await signIn;
    // What a reloaded page loads knows the token.
    expect(disk.stored?.accessTokens.map((t) => t.token)).toContain(access_token);
  });

  it('a reply that changes nothing does not wait for, or cause, a save', async () => {
    const { access_token } = await signInWithoutCaptcha(base, 'admin', 'Admin123');
    const saves = disk.saves;
    expect((await userInfo(access_token)).status).toBe(200);
    expect(disk.saves).toBe(saves);
  });

  it("another tab's save is taken up before the next request is answered", async () => {
    const { access_token } = await signInWithoutCaptcha(base, 'admin', 'Admin123');
    const elsewhere = structuredClone(disk.stored) as World;
    const admin = elsewhere.users.find((user) => user.account === 'admin');
    if (!admin) throw new Error('no seeded admin');
    admin.phone = '13911112222';
    disk.stored = elsewhere;
    disk.otherTab('saved');
    const reply = (await (await userInfo(access_token)).json()) as { data: { phone: string } };
    expect(reply.data.phone).toBe('13911112222');
  });

  it('a world of another scenario saved elsewhere does not replace this one', async () => {
    const { access_token } = await signInWithoutCaptcha(base, 'admin', 'Admin123');
    disk.stored = { ...(structuredClone(disk.stored) as World), scenario: 'large', accessTokens: [] };
    disk.otherTab('saved');
    expect((await userInfo(access_token)).status).toBe(200);
  });

  it('a reset elsewhere gives this tab the seeded world too, its live sessions kept', async () => {
    const { access_token } = await signInWithoutCaptcha(base, 'admin', 'Admin123');
    const admin = db.world.users.find((user) => user.account === 'admin');
    if (!admin) throw new Error('no seeded admin');
    const seededPhone = admin.phone;
    admin.phone = '13911112222';
    disk.stored = undefined;
    disk.otherTab('cleared');
    const reply = (await (await userInfo(access_token)).json()) as { data: { phone: string } };
    expect(reply.data.phone).toBe(seededPhone);
  });
});

describe('a reset keeps who is signed in', () => {
  it('the seeded world comes back, the token still answers, and a reload (the saved world) knows it', async () => {
    const { access_token } = await signInWithoutCaptcha(base, 'admin', 'Admin123');
    const before = db.world.users.length;
    db.world.users = db.world.users.slice(0, 1);
    await db.reset();
    expect(db.world.users).toHaveLength(before);
    expect((await userInfo(access_token)).status).toBe(200);
    expect(disk.stored?.accessTokens.map((t) => t.token)).toContain(access_token);
  });

  it('an expired token is not carried into the new world (only live sessions are)', async () => {
    const { access_token } = await signInWithoutCaptcha(base, 'admin', 'Admin123');
    for (const issued of db.world.accessTokens) if (issued.token === access_token) issued.expiresAt = Date.now() - 1;
    await db.reset();
    expect(db.world.accessTokens.map((t) => t.token)).not.toContain(access_token);
  });
});
