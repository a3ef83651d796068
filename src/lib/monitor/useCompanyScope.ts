import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useCompanySelection } from '../../stores/companySelection';
import { useSessionStore } from '../../stores/session';
import { okData } from '../http/okData';
import { useAppNavigate, useAppRouter } from '../router/appRouter';
import { companyPath } from './companyPath';
import { COMPANY_PARAM } from './monitorPaths';

export type CompanyScope = {
  /** The company whose subtree the page shows; undefined = every company the user may see. */
  deptId: string | undefined;
  /** Its name when the tree's choice names it (the page may fall back to a name from its data). */
  label: string | undefined;
};

const NOT_SYNCED = Symbol('not synced');
/** The page key of a list without a prefix (useListPage). */
const PAGE_KEYS = ['current'] as const;

/** A company id as the address may carry it (the shape urlParams' idParam reads, without its module: the /wel/index budget). */
const companyIn = (search: string) => {
  const value = new URLSearchParams(search).get(COMPANY_PARAM);
  return value && /^[\w-]{1,64}$/.test(value) ? value : undefined;
};

/**
 * spec 2.2: the monitoring pages follow the company chosen in the left tree, and keep it in their
 * address (`?dept=`) so that a reload or a shared link shows the same view. Both ways:
 * - a choice in the tree (while the page is shown, or while it was hidden in another tab) is written
 *   into the page's address;
 * - an address naming another company (a shared link, a home figure) becomes the tree's choice.
 * A page in a hidden tab does nothing: under <Activity mode="hidden"> its effects are stopped and run
 * again when it is shown, which is when it catches up with the tree.
 * A change of company starts the page's list at its first page: `current` leaves the address, and so do
 * the page keys of a list with a prefix (`pageKeys`, e.g. 'hcurrent' for useListPage({ prefix: 'h' })).
 */
export function useCompanyScope(pageKeys: readonly string[] = PAGE_KEYS): CompanyScope {
  const { pathname, search, key } = useLocation();
  const navigate = useAppNavigate();
  // The live router: a hidden page sees its own location frozen (KeepAliveOutlet), the router moves on.
  const router = useAppRouter();
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const selected = useCompanySelection((s) => s.selected);
  const fromAddress = companyIn(search);
  /** The tree's choice when this page last looked (NOT_SYNCED before its first look). */
  const lastChoice = useRef<string | undefined | typeof NOT_SYNCED>(NOT_SYNCED);
  /** As one string, so that a caller's array literal does not make a new writeAddress each render. */
  const firstPageKeys = pageKeys.join(' ');

  const writeAddress = useCallback(
    (deptId: string | undefined) => {
      const params = new URLSearchParams(search);
      if (deptId) params.set(COMPANY_PARAM, deptId);
      else params.delete(COMPANY_PARAM);
      // another company's list starts on its first page
      for (const name of firstPageKeys.split(' ')) params.delete(name);
      const query = params.toString();
      void navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: true });
    },
    [navigate, pathname, search, firstPageKeys],
  );

  const adopt = useCallback(
    async (deptId: string) => {
      // Loaded when needed: only a link naming another company needs the tree here (the /wel/index budget).
      const { getGetDepartmentTreeQueryKey, getGetDepartmentTreeQueryOptions } = await import('../../../generated/endpoints/department/department');
      const reply = await queryClient.fetchQuery({
        ...getGetDepartmentTreeQueryOptions(),
        queryKey: [...getGetDepartmentTreeQueryKey(), token],
        staleTime: 60_000,
      });
      const path = companyPath(okData(reply).data ?? [], deptId);
      if (!path) return; // not in this user's tree: the page still shows what the address asks
      const entry = path.pop()!;
      useCompanySelection.getState().select(entry, path);
    },
    [queryClient, token],
  );

  const chosen = selected?.id;
  useEffect(() => {
    // A hidden page (kept by the CSS outlet, whose effects still run) looks again when shown: a new
    // location key reaches it then.
    if (router && router.state.location.pathname !== pathname) return;
    const treeMoved = lastChoice.current !== NOT_SYNCED && chosen !== lastChoice.current;
    lastChoice.current = chosen;
    if (treeMoved) {
      // A choice in the tree since this page last looked: the page follows it.
      if (chosen !== fromAddress) writeAddress(chosen);
    } else if (fromAddress && fromAddress !== chosen) {
      // The address names another company (a shared link): the tree follows the page.
      adopt(fromAddress).catch(() => undefined); // a failed tree load was shown by the http client
    } else if (!fromAddress && chosen) {
      writeAddress(chosen);
    }
  }, [chosen, fromAddress, writeAddress, adopt, router, pathname, key]);

  const deptId = fromAddress ?? chosen;
  return { deptId, label: deptId && deptId === chosen ? selected?.label : undefined };
}
