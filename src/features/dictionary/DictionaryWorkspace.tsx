import { Button, Card, Segmented, Splitter } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useGetDictDetail } from '../../../generated/endpoints/dict/dict';
import type { DictEntry } from '../../../generated/model';
import { PageGate } from '../../components/PageGate';
import { useMenuPageAccess } from '../../lib/menu/useMenuPageAccess';
import { PageHeading } from '../../components/PageFrame';
import { usePermissions } from '../../lib/access/usePermissions';
import { okData } from '../../lib/http/okData';
import { useListPage } from '../../lib/listPage/useListPage';
import { useAppNavigate } from '../../lib/router/appRouter';
import { DictChildPane } from './DictChildPane';
import type { DictFormMode } from './DictFormDialog';
import { DictParentPane } from './DictParentPane';
import { ENTRY_FILTERS } from './entryFilters';
import styles from './paneStyles.module.css';
import { DEFAULT_FIRST_PANE, MAX_PANE, MIN_PANE, usePaneSizes } from './usePaneSizes';

const DictFormDialog = lazy(() => import('./DictFormDialog'));

export type DictLayout = 'horizontal' | 'vertical';

/** spec 2.2: the two routes of dictionary management, one per layout. */
const DICT_PATHS: Record<DictLayout, string> = { horizontal: '/dict-horizontal/index', vertical: '/dict-vertical/index' };
const TITLES: Record<DictLayout, string> = { horizontal: 'route.dictHorizontal', vertical: 'route.dictVertical' };

/** One step of the keyboard resize, in percent of the splitter. */
const KEY_STEP = 5;

/**
 * The splitter's bar takes the keyboard too (antd's is pointer-only): focusable, named, arrows move it
 * by 5 %, Home and End to the limits. The share is remembered as a drag's is.
 */
function useKeyboardSeparator(layout: DictLayout, share: number, remember: (share: number) => void, label: string) {
  const container = useRef<HTMLDivElement>(null);
  const current = useRef(share);
  useEffect(() => {
    current.current = share;
  }, [share]);
  useEffect(() => {
    const bar = container.current?.querySelector<HTMLElement>('[role="separator"]');
    if (!bar) return;
    bar.tabIndex = 0;
    bar.setAttribute('aria-label', label);
    const [less, more] = layout === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
    const onKey = (event: KeyboardEvent) => {
      const next =
        event.key === less ? current.current - KEY_STEP : event.key === more ? current.current + KEY_STEP : event.key === 'Home' ? MIN_PANE : event.key === 'End' ? MAX_PANE : undefined;
      if (next === undefined) return;
      event.preventDefault();
      remember(next);
    };
    bar.addEventListener('keydown', onKey);
    return () => bar.removeEventListener('keydown', onKey);
  }, [layout, remember, label]);
  return container;
}

function Workspace({ layout }: { layout: DictLayout }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const permissions = usePermissions();
  const navigate = useAppNavigate();
  const { search } = useLocation();
  const entries = useListPage({ filters: ENTRY_FILTERS, prefix: 'item.' });
  const parentId = entries.filters.parent;
  const chosen = useGetDictDetail({ id: parentId ?? '' }, { query: { enabled: Boolean(parentId), select: (reply) => okData(reply).data } });
  const [editing, setEditing] = useState<DictFormMode | null>(null);
  const { share, follow, remember } = usePaneSizes(layout);
  const separator = useKeyboardSeparator(layout, share, remember, t('dict.layout.separator'));
  const { setFilters } = entries;
  const choose = useCallback((dictionary: DictEntry | null) => setFilters({ parent: dictionary?.id }), [setFilters]);
  const other: DictLayout = layout === 'horizontal' ? 'vertical' : 'horizontal';

  return (
    <Card>
      <section aria-labelledby={headingId}>
        <div className={styles.headerRow}>
          <div>
            <PageHeading trail={[t(TITLES[layout])]} titleId={headingId} />
          </div>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8 }}>
            <Segmented<DictLayout>
              aria-label={t('dict.layout.label')}
              value={layout}
              options={[
                { value: 'horizontal', label: t('dict.layout.horizontal') },
                { value: 'vertical', label: t('dict.layout.vertical') },
              ]}
              // Both layouts read the same address, so the panes' state goes along.
              onChange={(value) => value === other && void navigate(`${DICT_PATHS[other]}${search}`)}
            />
            <Button size="small" onClick={() => remember(DEFAULT_FIRST_PANE)} disabled={share === DEFAULT_FIRST_PANE}>
              {t('dict.layout.reset')}
            </Button>
          </div>
        </div>
        <div ref={separator} className={styles.workspace}>
          <Splitter orientation={layout} onResize={follow} onResizeEnd={(sizes) => remember((sizes[0] / (sizes[0] + sizes[1])) * 100)}>
            <Splitter.Panel size={`${share}%`} min={`${MIN_PANE}%`} max={`${MAX_PANE}%`}>
              <DictParentPane permissions={permissions} chosenId={parentId} onChoose={choose} onEdit={setEditing} />
            </Splitter.Panel>
            <Splitter.Panel>
              <DictChildPane permissions={permissions} list={entries} dictionary={chosen.data} onEdit={setEditing} />
            </Splitter.Panel>
          </Splitter>
        </div>
      </section>
      {editing && (
        <Suspense fallback={null}>
          <DictFormDialog mode={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Card>
  );
}

/**
 * /dict-horizontal/index and /dict-vertical/index (spec 2.2): the same dictionaries in two layouts,
 * the dictionaries and the chosen one's entries side by side or one above the other, in resizable
 * panes whose sizes are remembered. Opens for a user whose menu holds the page; the add, edit and
 * remove buttons follow the permission set (dict_add, dict_edit, dict_delete).
 */
export function DictionaryPage({ layout }: { layout: DictLayout }) {
  return (
    <PageGate verdict={useMenuPageAccess(DICT_PATHS[layout])}>
      <Workspace layout={layout} />
    </PageGate>
  );
}
