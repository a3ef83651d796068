// The one world the handlers read and change. Changes are snapshotted to a persistence adapter
// (IndexedDB in the browser, none in Node), so a reload keeps what the developer did. A reply that
// follows a change leaves only once the change is saved (persistedReplies in handlers/index.ts): a
// reload or a second tab at any moment after it finds the change, a sign-in's token included (// with a save 200 ms later, a reload within that time lost the session). Another tab's saves are picked
// up before the next request is answered, so every tab of the console talks to one backend.
import { scenario } from '../scenario';
import { wire } from '../wire/mode';
import { buildWorld } from './seed';
import { newIdFrom } from './seedKit';
import type { IssuedToken, World } from './types';

export type WorldPersistence = {
  load(): Promise<World | undefined>;
  save(world: World): Promise<void>;
  clear(): Promise<void>;
  /** Calls back when another tab saved or cleared (reset) its world (optional: one process has no others). */
  watch?(onElsewhere: (what: 'saved' | 'cleared') => void): void;
};

let world: World | undefined;
let persistence: WorldPersistence | undefined;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** A change not yet handed to the persistence. */
let dirty = false;
/** The saves handed over, in order; resolves when the last has landed (or failed). */
let saving: Promise<void> = Promise.resolve();
/** Another tab saved since this world was loaded; `resetElsewhere`: and the last thing it did was a reset. */
let stale = false;
let resetElsewhere = false;
/** Requests being answered now: the world is not swapped under them. */
let answering = 0;
/** A catch-up under way: requests that arrive meanwhile wait for it. */
let catchingUp: Promise<void> | undefined;
/** What else the world owns and a reset must forget (the upload bytes of blobs.ts). */
const resetListeners: (() => Promise<void> | void)[] = [];

/** Whether a persisted world was built for the current seed, scenario and wire. */
function isOwn(stored: World | undefined): stored is World {
  const { seed, name } = scenario.get();
  // A snapshot from before the monitoring world (no World.monitor) is rebuilt rather than patched.
  return !!stored && stored.seed === seed && stored.scenario === name && (stored.wire ?? 'default') === wire.get() && !!stored.monitor;
}

/** The persisted world when it was built for the current seed and scenario. */
async function loadOwn(adapter: WorldPersistence): Promise<World | undefined> {
  const stored = await adapter.load().catch(() => undefined);
  return isOwn(stored) ? stored : undefined;
}

function fresh(): World {
  const { seed, name } = scenario.get();
  return buildWorld({ seed, scenario: name, wire: wire.get() });
}

/**
 * The seeded world of the current scenario, still knowing the live sessions `before` issued to accounts
 * it seeds too (same id, same account): a reset or a scenario switch starts the data afresh without
 * signing anyone out, so a signed-in tab (and the e2e suite's saved sign-in) carries on in the new world.
 */
function freshKeepingSessions(before: World | undefined): World {
  const next = fresh();
  if (!before) return next;
  const now = Date.now();
  const seededAlike = (issued: IssuedToken) => {
    const account = before.users.find((user) => user.id === issued.userId)?.account;
    return issued.expiresAt > now && next.users.some((user) => user.id === issued.userId && user.account === account);
  };
  next.accessTokens = (before.accessTokens ?? []).filter(seededAlike);
  next.refreshTokens = (before.refreshTokens ?? []).filter(seededAlike);
  return next;
}

export const db = {
  get world(): World {
    world ??= fresh();
    return world;
  },

  /** Restores the persisted world when it was built for the same seed and scenario. */
  async attach(adapter: WorldPersistence) {
    persistence = adapter;
    const stored = await adapter.load().catch(() => undefined);
    world = isOwn(stored) ? stored : freshKeepingSessions(stored);
    adapter.watch?.((what) => {
      stale = true;
      resetElsewhere = what === 'cleared';
    });
  },

  /** Handlers call this after changing the world. A reply waits for the save (settled); anything else saves soon. */
  changed() {
    if (!persistence) return;
    dirty = true;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void db.settled(), 200);
  },

  /** Resolves once every change so far is saved (at once when there is none). */
  async settled() {
    clearTimeout(saveTimer);
    if (persistence && dirty) {
      dirty = false;
      const adapter = persistence;
      const snapshot = db.world;
      saving = saving.then(() =>
        adapter.save(snapshot).catch((error: unknown) => {
          // IndexedDB refused (private window, full disk): the world lives on in memory for this page.
          console.warn('Mock backend: the world could not be saved; a reload will lose the latest changes.', error);
        }),
      );
    }
    await saving;
  },

  /** Saves now, whatever changed: for a reply that must not outrun the snapshot (a finished upload). */
  async flush() {
    dirty = true;
    await db.settled();
  },

  /**
   * Takes up what another tab saved, before a request is answered: only between requests (a request
   * being answered keeps the world it started with) and only with nothing of this tab's unsaved.
   */
  async catchUp() {
    if (catchingUp) return catchingUp;
    if (!stale || !persistence || answering > 0 || dirty) return;
    stale = false;
    const adapter = persistence;
    catchingUp = (async () => {
      await saving;
      const stored = await loadOwn(adapter);
      // Another tab's world of another seed or scenario does not replace this one; a reset elsewhere does.
      if (stored) world = stored;
      else if (resetElsewhere) world = freshKeepingSessions(world);
    })().finally(() => {
      catchingUp = undefined;
    });
    return catchingUp;
  },

  /** Runs the answer to one request; the world is not swapped while it runs (see catchUp). */
  async answering<T>(answer: () => Promise<T>): Promise<T> {
    answering++;
    try {
      return await answer();
    } finally {
      answering--;
    }
  },

  /**
   * Back to the seeded world of the current scenario, its signed-in sessions kept (saved at once, so a
   * reload after `?mock-reset=1` is still signed in).
   */
  async reset() {
    clearTimeout(saveTimer);
    dirty = false;
    world = freshKeepingSessions(world);
    await saving;
    await persistence?.clear();
    await Promise.all(resetListeners.map((listener) => listener()));
    if (world.accessTokens.length || world.refreshTokens.length) await db.flush();
  },

  onReset(listener: () => Promise<void> | void) {
    resetListeners.push(listener);
  },

  newId(): string {
    return newIdFrom(db.world.nextId++);
  },
};
