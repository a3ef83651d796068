// The one world the handlers read and change. Changes are snapshotted (debounced) to a persistence
// adapter: IndexedDB in the browser, none in Node, so a reload keeps what the developer did.
import { scenario } from '../scenario';
import { buildWorld, newIdFrom } from './seed';
import type { World } from './types';

export type WorldPersistence = {
  load(): Promise<World | undefined>;
  save(world: World): Promise<void>;
  clear(): Promise<void>;
};

let world: World | undefined;
let persistence: WorldPersistence | undefined;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** What else the world owns and a reset must forget (the upload bytes of blobs.ts). */
const resetListeners: (() => Promise<void> | void)[] = [];

function fresh(): World {
  const { seed, name } = scenario.get();
  return buildWorld({ seed, scenario: name });
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
    const { seed, name } = scenario.get();
    // A snapshot from before the monitoring world (no World.monitor) is rebuilt rather than patched.
    world = stored && stored.seed === seed && stored.scenario === name && stored.monitor ? stored : fresh();
  },

  /** Handlers call this after changing the world. */
  changed() {
    if (!persistence) return;
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void persistence?.save(db.world), 200);
  },

  /** Saves now rather than in 200 ms: for a reply that must not outrun the snapshot (a finished upload). */
  async flush() {
    clearTimeout(saveTimer);
    await persistence?.save(db.world);
  },

  /** Back to the seeded world of the current scenario. */
  async reset() {
    clearTimeout(saveTimer);
    world = fresh();
    await persistence?.clear();
    await Promise.all(resetListeners.map((listener) => listener()));
  },

  onReset(listener: () => Promise<void> | void) {
    resetListeners.push(listener);
  },

  newId(): string {
    return newIdFrom(db.world.nextId++);
  },
};
