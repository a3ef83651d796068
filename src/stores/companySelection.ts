import { create } from 'zustand';
import { appConfig } from '../platform/config';

/** spec 3 (breadcrumb entry): a company-tree node as the breadcrumb keeps it. */
export type BreadcrumbEntry = { id: string; label: string; property: boolean };

type CompanySelectionState = {
  /** From the tree's root down to the chosen node (spec 2.2: kept in a cookie). */
  breadcrumb: BreadcrumbEntry[];
  /** The chosen node, the breadcrumb's last entry; null when nothing is chosen. */
  selected: BreadcrumbEntry | null;
  /**
   * spec 2.2: what the layout passes between tree, header and pages besides the company. The tree
   * resets them on each new choice (they belong to the previous company); pages set them.
   */
  deviceIds: string[];
  monitorId: string | null;
  monitorItemIds: string[];
  /** spec 4: a tree choice - the node with the path above it (root first) becomes the breadcrumb. */
  select: (entry: BreadcrumbEntry, ancestors?: BreadcrumbEntry[]) => void;
  /** spec 4 (department delete): a deleted node leaves; the breadcrumb pops back to its parent. */
  forget: (id: string) => void;
  /** A renamed node keeps its place in the breadcrumb with its new name. */
  rename: (id: string, label: string) => void;
  /** The device list and card pages say which devices the user is looking at. */
  setDevices: (deviceIds: string[]) => void;
  /** The device detail/chart pages say which monitor point and items are shown. */
  setMonitor: (monitorId: string | null, monitorItemIds?: string[]) => void;
  /** spec 4 (logout): forget everything, cookie included. */
  clear: () => void;
};

/**
 * spec 2.2: the breadcrumb's cookie; under the key prefix, so logout's cookie sweep removes it too.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const BREADCRUMB_COOKIE = `${appConfig.keyPrefix}-breadcrumb`;

const isEntry = (value: unknown): value is BreadcrumbEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.id === 'string' && entry.id !== '' && typeof entry.label === 'string' && typeof entry.property === 'boolean';
};

/**
 * The breadcrumb from the cookie; anything unreadable (edited, truncated, older format) is dropped.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function readBreadcrumbCookie(): BreadcrumbEntry[] {
  if (typeof document === 'undefined') return [];
  const prefix = `${BREADCRUMB_COOKIE}=`;
  const raw = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    return Array.isArray(parsed) && parsed.every(isEntry) ? parsed : [];
  } catch {
    return [];
  }
}

// A session cookie (no expiry), like the rest of the login data: it ends with the browser session.
function writeBreadcrumbCookie(breadcrumb: BreadcrumbEntry[]) {
  if (typeof document === 'undefined') return;
  document.cookie =
    breadcrumb.length === 0
      ? `${BREADCRUMB_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
      : `${BREADCRUMB_COOKIE}=${encodeURIComponent(JSON.stringify(breadcrumb))}; path=/; SameSite=Lax`;
}

const lastOf = (breadcrumb: BreadcrumbEntry[]) => breadcrumb[breadcrumb.length - 1] ?? null;
const noDevice = { deviceIds: [] as string[], monitorId: null, monitorItemIds: [] as string[] };

const initial = readBreadcrumbCookie();

export const useCompanySelection = create<CompanySelectionState>((set, get) => {
  const setBreadcrumb = (breadcrumb: BreadcrumbEntry[], extra: Partial<CompanySelectionState> = {}) => {
    writeBreadcrumbCookie(breadcrumb);
    set({ breadcrumb, selected: lastOf(breadcrumb), ...extra });
  };
  return {
    breadcrumb: initial,
    selected: lastOf(initial),
    ...noDevice,
    select: (entry, ancestors = []) => {
      const sameNode = get().selected?.id === entry.id;
      setBreadcrumb([...ancestors.filter((a) => a.id !== entry.id), entry], sameNode ? {} : noDevice);
    },
    forget: (id) => {
      const at = get().breadcrumb.findIndex((entry) => entry.id === id);
      if (at < 0) return;
      setBreadcrumb(get().breadcrumb.slice(0, at), noDevice);
    },
    rename: (id, label) => {
      const { breadcrumb } = get();
      if (!breadcrumb.some((entry) => entry.id === id)) return;
      setBreadcrumb(breadcrumb.map((entry) => (entry.id === id ? { ...entry, label } : entry)));
    },
    setDevices: (deviceIds) => set({ deviceIds }),
    setMonitor: (monitorId, monitorItemIds = []) => set({ monitorId, monitorItemIds }),
    clear: () => setBreadcrumb([], noDevice),
  };
});
