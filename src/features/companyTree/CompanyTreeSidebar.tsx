import { CloseCircleFilled, LoadingOutlined, SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { getDepartmentTree, getGetDepartmentTreeQueryKey, useGetDepartmentTree } from '../../../generated/endpoints/department/department';
import type { DepartmentTreeNode } from '../../../generated/model';
import { usePermissions } from '../../lib/access/usePermissions';
import { useCompanySelection } from '../../stores/companySelection';
import type { BreadcrumbEntry } from '../../stores/companySelection';
import { useSessionStore } from '../../stores/session';
import { CompanyTree } from './CompanyTree';
import styles from './CompanyTree.module.css';
import { buildTreeIndex, pathTo, searchTree } from './treeModel';
import type { TreeIndex } from './treeModel';
import { treeToolbarAccess } from './treeRules';
import { entryAt, useChooseCompany } from './useChooseCompany';
import hidden from '../../components/visuallyHidden.module.css';

/** What the layout's toolbar slot receives (the department feature's add/edit/delete/transfer buttons). */
export type TreeToolbarContext = { selected: BreadcrumbEntry | null; canAdd: boolean; canEdit: boolean };

const noDepartments: DepartmentTreeNode[] = [];
type TreeReply = Awaited<ReturnType<typeof getDepartmentTree>>;
// The http client rejects every reply but 200 (spec 8), so only the success shape arrives here.
const treeOf = (reply: TreeReply) => (reply.status === 200 ? (reply.data.data ?? noDepartments) : noDepartments);

/**
 * Folding the tree away and back (or opening its drawer) mounts it again; within this time it shows
 * what it has instead of asking again for up to 10,000 departments. The console's own changes to the
 * tree (add, edit, delete, transfer) invalidate it at once.
 */
const TREE_FRESH_MS = 60_000;

/** The company tree of the signed-in user; keyed by token, so the next user never sees the last one's. */
function useDepartmentTree() {
  const token = useSessionStore((s) => s.token);
  return useGetDepartmentTree({
    query: { queryKey: [...getGetDepartmentTreeQueryKey(), token], enabled: Boolean(token), select: treeOf, staleTime: TREE_FRESH_MS },
  });
}

const sameEntries = (a: BreadcrumbEntry[], b: BreadcrumbEntry[]) =>
  a.length === b.length && a.every((entry, i) => entry.id === b[i].id && entry.label === b[i].label && entry.property === b[i].property);

/**
 * The kept choice (a cookie from before a reload, spec 2.2) follows the tree as the server sends it
 * now: names are refreshed, and a node that is gone (deleted elsewhere, or not this user's) gives way
 * to its nearest remaining ancestor, or to no choice.
 */
function useSelectionFollowsTree(index: TreeIndex | undefined) {
  useEffect(() => {
    if (!index) return;
    const { breadcrumb, select, clear } = useCompanySelection.getState();
    if (breadcrumb.length === 0) return;
    const kept = [...breadcrumb].reverse().find((entry) => index.position.has(entry.id));
    if (!kept) {
      clear();
      return;
    }
    const path = pathTo(index, index.position.get(kept.id)!).map((at) => entryAt(index, at));
    if (sameEntries(path, breadcrumb)) return;
    const entry = path.pop()!;
    select(entry, path);
  }, [index]);
}

/** spec 2.2 / 2.7: the left sidebar — toolbar (by page and permission), breadcrumb, search and tree. */
export function CompanyTreeSidebar({ toolbar }: { toolbar?: (context: TreeToolbarContext) => ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const tree = useDepartmentTree();
  const index = useMemo(() => (tree.data ? buildTreeIndex(tree.data) : undefined), [tree.data]);
  useSelectionFollowsTree(index);
  const choose = useChooseCompany(index);
  const breadcrumb = useCompanySelection((s) => s.breadcrumb);
  const selected = useCompanySelection((s) => s.selected);

  const [query, setQuery] = useState('');
  const search = useMemo(() => (index ? searchTree(index, query) : undefined), [index, query]);
  const searchInput = useRef<HTMLInputElement>(null);
  const treeRegion = useRef<HTMLDivElement>(null);

  const { pathname } = useLocation();
  const access = treeToolbarAccess(pathname, usePermissions());

  const treeLabel = t('companyTree.label');
  const body = (() => {
    if (tree.isPending) {
      return (
        <div className={styles.status} role="status">
          <LoadingOutlined aria-hidden="true" /> {t('companyTree.loading')}
        </div>
      );
    }
    if (tree.isError || !index) {
      return (
        <div className={styles.status} role="alert">
          <p>{t('companyTree.error')}</p>
          <Button size="small" onClick={() => void tree.refetch()} loading={tree.isFetching}>
            {t('companyTree.retry')}
          </Button>
        </div>
      );
    }
    if (index.size === 0) return <p className={styles.status}>{t('companyTree.empty')}</p>;
    if (search && search.count === 0) return null; // the live region below says so
    return <CompanyTree index={index} search={search} selectedId={selected?.id ?? null} onSelect={choose} label={treeLabel} />;
  })();

  const chooseById = (id: string) => {
    const at = index?.position.get(id);
    if (at !== undefined) choose(at);
  };

  return (
    <div className={styles.sidebar}>
      {access.show && toolbar && (
        // The toolbar names itself (department.toolbar); a label here would be read twice.
        <div className={styles.toolbar}>
          {toolbar({ selected, canAdd: access.canAdd, canEdit: access.canEdit })}
        </div>
      )}
      {breadcrumb.length > 0 && (
        <nav aria-label={t('companyTree.breadcrumb')}>
          <ol className={styles.breadcrumb}>
            {breadcrumb.map((entry, i) =>
              i === breadcrumb.length - 1 ? (
                <li key={entry.id} aria-current="location">
                  {entry.label}
                </li>
              ) : (
                <li key={entry.id}>
                  <button type="button" className={styles.crumb} onClick={() => chooseById(entry.id)}>
                    {entry.label}
                  </button>
                </li>
              ),
            )}
          </ol>
        </nav>
      )}
      {/* A plain search box (antd's Input would add 9 KB to every signed-in page, main layout budget). */}
      <div className={styles.search}>
        <SearchOutlined className={styles.searchIcon} aria-hidden="true" />
        <input
          ref={searchInput}
          type="search"
          className={styles.searchInput}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query) {
              event.preventDefault();
              setQuery('');
            } else if (event.key === 'ArrowDown') {
              // From the search box straight into the results.
              event.preventDefault();
              treeRegion.current?.querySelector<HTMLElement>('[role="tree"]')?.focus();
            }
          }}
          placeholder={t('companyTree.search.placeholder')}
          aria-label={t('companyTree.search')}
          disabled={!index || index.size === 0}
          autoComplete="off"
          spellCheck={false}
        />
        {query && (
          <button
            type="button"
            className={styles.searchClear}
            aria-label={t('companyTree.search.clear')}
            onClick={() => {
              setQuery('');
              searchInput.current?.focus();
            }}
          >
            <CloseCircleFilled aria-hidden="true" />
          </button>
        )}
      </div>
      <div className={hidden.visuallyHidden} aria-live="polite" aria-atomic="true">
        {search ? t('companyTree.matches', { count: search.count }) : ''}
      </div>
      {search && search.count === 0 && <p className={styles.status}>{t('companyTree.noMatch', { query: query.trim() })}</p>}
      <div ref={treeRegion} style={{ display: 'contents' }}>
        {body}
      </div>
    </div>
  );
}
