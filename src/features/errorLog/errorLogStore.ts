import { create } from 'zustand';
import type { ErrorLogEntry } from '../../../generated/model';
import { getStore, setStore } from '../../platform/storage';

export type { ErrorLogEntry };

/** Storage notes: logs persist locally. The name is Saber's, so an upgraded browser keeps its log. */
const STORE_NAME = 'logsList';

/**
 * The contract's maxItems for one upload: the log never holds more than one upload can carry.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const MAX_LOG_ENTRIES = 1000;

/** The contract's maxLength per field (ErrorLogEntry), so an upload is never refused for size. */
const FIELD_LIMITS = { type: 20, url: 2048, message: 2000, stack: 20000, info: 20000 } as const;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function fitToContract(entry: ErrorLogEntry): ErrorLogEntry {
  const fitted: ErrorLogEntry = {
    type: cut(entry.type, FIELD_LIMITS.type),
    url: cut(entry.url, FIELD_LIMITS.url),
    message: cut(entry.message, FIELD_LIMITS.message),
    stack: cut(entry.stack, FIELD_LIMITS.stack),
    time: entry.time,
  };
  if (entry.info) fitted.info = cut(entry.info, FIELD_LIMITS.info);
  return fitted;
}

/** Stored data is unknown data: keep only entries with the contract's required string fields. */
function isLogEntry(value: unknown): value is ErrorLogEntry {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  const required = ['type', 'url', 'message', 'stack', 'time'].every((name) => typeof entry[name] === 'string');
  return required && (entry.info === undefined || typeof entry.info === 'string');
}

function loadLogs(): ErrorLogEntry[] {
  const stored = getStore<unknown>(STORE_NAME, 'local');
  return Array.isArray(stored) ? stored.filter(isLogEntry).map(fitToContract).slice(-MAX_LOG_ENTRIES) : [];
}

/**
 * Writes the log and returns what was kept. Long stacks can exceed the storage quota; the oldest half
 * is dropped until it fits, because a logger that throws inside an error handler loses the new error too.
 */
function persist(logs: ErrorLogEntry[]): ErrorLogEntry[] {
  for (let kept = logs; ; kept = kept.slice(Math.ceil(kept.length / 2))) {
    try {
      setStore(STORE_NAME, kept, 'local');
      return kept;
    } catch {
      if (kept.length === 0) return kept;
    }
  }
}

type ErrorLogState = {
  /** Oldest first, as they happened. */
  logs: ErrorLogEntry[];
  add: (entry: ErrorLogEntry) => void;
  /** Removes exactly these entries (by identity): entries logged meanwhile stay. */
  remove: (entries: readonly ErrorLogEntry[]) => void;
  clear: () => void;
};

export const useErrorLogStore = create<ErrorLogState>((set, get) => ({
  logs: loadLogs(),
  add: (entry) => set({ logs: persist([...get().logs, fitToContract(entry)].slice(-MAX_LOG_ENTRIES)) }),
  remove: (entries) => {
    const gone = new Set(entries);
    set({ logs: persist(get().logs.filter((entry) => !gone.has(entry))) });
  },
  clear: () => set({ logs: persist([]) }),
}));
