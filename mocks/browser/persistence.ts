// The world survives a reload: a JSON snapshot in IndexedDB (localStorage is too small for the large
// scenario's 30,000 records). The tabs of one browser share it: each save is announced on a
// BroadcastChannel, and the other tabs take it up before their next request (db.catchUp).
import { indexedDbStore } from '../../src/lib/indexedDbStore';
import type { WorldPersistence } from '../world/db';
import type { World } from '../world/types';

const store = indexedDbStore('console-mock', 'world');
const key = 'current';
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('console-mock-world');

export const indexedDbPersistence: WorldPersistence = {
  load: () => store.transact<World | undefined>('readonly', (s) => s.get(key) as IDBRequest<World | undefined>),
  save: async (world) => {
    await store.transact('readwrite', (s) => s.put(world, key));
    channel?.postMessage('saved');
  },
  clear: async () => {
    await store.transact('readwrite', (s) => s.delete(key));
    channel?.postMessage('cleared');
  },
  watch: (onElsewhere) => {
    channel?.addEventListener('message', (event: MessageEvent<unknown>) => onElsewhere(event.data === 'cleared' ? 'cleared' : 'saved'));
  },
};
