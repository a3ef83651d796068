// The world survives a reload: a JSON snapshot in IndexedDB (localStorage is too small for the large
// scenario's 30,000 records).
import { indexedDbStore } from '../../src/lib/indexedDbStore';
import type { WorldPersistence } from '../world/db';
import type { World } from '../world/types';

const store = indexedDbStore('console-mock', 'world');
const key = 'current';

export const indexedDbPersistence: WorldPersistence = {
  load: () => store.transact<World | undefined>('readonly', (s) => s.get(key) as IDBRequest<World | undefined>),
  save: async (world) => {
    await store.transact('readwrite', (s) => s.put(world, key));
  },
  clear: async () => {
    await store.transact('readwrite', (s) => s.delete(key));
  },
};
