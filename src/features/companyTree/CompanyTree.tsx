import { BankOutlined, CaretRightOutlined, HddOutlined } from '@ant-design/icons';
import { memo, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './CompanyTree.module.css';
import { expandedForSearch, highlightParts, pathTo, visibleRows } from './treeModel';
import type { SearchResult, TreeIndex } from './treeModel';

/** Fixed row height: the window of rows is computed, not measured (10,000 nodes). */
const ROW_HEIGHT = 32;
const INDENT = 16;
const OVERSCAN = 8;
/** Until the tree has been measured (and where nothing is, as in tests), assume a window this tall. */
const FALLBACK_HEIGHT = 640;

type Props = {
  index: TreeIndex;
  search?: SearchResult;
  selectedId: string | null;
  onSelect: (at: number) => void;
  /** The accessible name of the tree. */
  label: string;
};

/** The open nodes when nothing was opened yet: the top level, and the way down to the chosen node. */
function initialExpanded(index: TreeIndex, selectedId: string | null): Set<string> {
  const open = new Set<string>();
  for (let i = 0; i < index.size; i = index.end[i]) if (index.hasChildren[i]) open.add(index.ids[i]);
  const at = selectedId === null ? undefined : index.position.get(selectedId);
  if (at !== undefined) for (const p of pathTo(index, at).slice(0, -1)) open.add(index.ids[p]);
  return open;
}

/**
 * A virtualised tree following the WAI-ARIA tree pattern: one tab stop, aria-activedescendant for
 * the keyboard's place (Up/Down, Left/Right to close/open or move to parent/child, Home/End,
 * PageUp/PageDown, Enter/Space to choose), and level/position/size on every row so screen readers
 * announce the structure although only the rows in view exist in the DOM. Memoised: its props stay the same
 * across tab switches, which re-render the sidebar around it.
 */
export const CompanyTree = memo(function CompanyTree({ index, search, selectedId, onSelect, label }: Props) {
  const intl = useIntl();
  const domId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<Set<string>>(() => initialExpanded(index, selectedId));
  // A search opens the way to its matches; what the user opens or closes meanwhile applies on top
  // and is dropped with the search, leaving the tree as it was before.
  const [searchExpanded, setSearchExpanded] = useState<{ result: SearchResult; open: Set<string> } | undefined>();
  const open = useMemo(() => {
    if (!search) return expanded;
    return searchExpanded?.result === search ? searchExpanded.open : expandedForSearch(index, search);
  }, [expanded, index, search, searchExpanded]);
  const rows = useMemo(() => visibleRows(index, open, search), [index, open, search]);

  const [activeId, setActiveId] = useState<string | null>(selectedId);
  const rowOf = (id: string | null) => {
    const at = id === null ? undefined : index.position.get(id);
    return at === undefined ? -1 : rows.nodes.indexOf(at);
  };

  // The window of rendered rows follows `viewport.top`; the scroll box is moved to it after each commit
  // (below), and the box's own scroll events move it back, so the two never disagree for long.
  const [viewport, setViewport] = useState({ top: 0, height: FALLBACK_HEIGHT });
  /** The least scrolling that shows `row` among `count` rows. */
  const topShowing = (row: number, count: number) => {
    const top = row * ROW_HEIGHT;
    const max = Math.max(0, count * ROW_HEIGHT - viewport.height);
    const wanted = top < viewport.top ? top : top + ROW_HEIGHT > viewport.top + viewport.height ? top + ROW_HEIGHT - viewport.height : viewport.top;
    return Math.min(max, Math.max(0, wanted));
  };

  // A new search starts at the top with the keyboard on its first match; leaving a search shows the
  // chosen node again where it sits in the whole tree. (State adjusted while rendering, so no frame
  // shows the old state.)
  const [shownSearch, setShownSearch] = useState(search);
  // The chosen node last brought into view; a choice made elsewhere (the breadcrumb, a kept cookie)
  // opens the way down to the node and scrolls to it.
  const [revealed, setRevealed] = useState<string | null>(null);
  if (search !== shownSearch) {
    setShownSearch(search);
    setViewport({ ...viewport, top: 0 });
    if (search) {
      let first = -1;
      for (let r = 0; r < rows.nodes.length && first < 0; r++) if (search.match[rows.nodes[r]]) first = r;
      setActiveId(first >= 0 ? index.ids[rows.nodes[first]] : null);
    } else {
      setRevealed(null);
    }
  }
  const selectedAt = selectedId === null ? undefined : index.position.get(selectedId);
  if (selectedId !== null && selectedAt !== undefined && selectedId !== revealed && search === shownSearch) {
    setRevealed(selectedId);
    setActiveId(selectedId);
    const above = pathTo(index, selectedAt).slice(0, -1).map((p) => index.ids[p]);
    let shown = rows;
    if (!search && above.some((id) => !expanded.has(id))) {
      const opened = new Set([...expanded, ...above]);
      setExpanded(opened);
      shown = visibleRows(index, opened, search);
    }
    const row = shown.nodes.indexOf(selectedAt);
    if (row >= 0) setViewport({ ...viewport, top: topShowing(row, shown.nodes.length) });
  }

  const activeRow = (() => {
    const row = rowOf(activeId);
    return row >= 0 ? row : rows.nodes.length > 0 ? 0 : -1;
  })();

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // Only the height: the offset is ours (a reveal may have set it before the box was measured).
    const measure = () => setViewport((v) => ({ ...v, height: element.clientHeight || FALLBACK_HEIGHT }));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && Math.abs(element.scrollTop - viewport.top) >= 1) element.scrollTop = viewport.top;
  }, [viewport.top]);

  const setOpen = (id: string, shouldOpen: boolean) => {
    const change = (current: Set<string>) => {
      if (current.has(id) === shouldOpen) return current;
      const next = new Set(current);
      if (shouldOpen) next.add(id);
      else next.delete(id);
      return next;
    };
    if (search) setSearchExpanded({ result: search, open: change(open) });
    else setExpanded(change);
  };

  const moveTo = (row: number) => {
    if (row < 0 || row >= rows.nodes.length) return;
    setActiveId(index.ids[rows.nodes[row]]);
    // Now, so the row is in the DOM when aria-activedescendant names it.
    setViewport({ ...viewport, top: topShowing(row, rows.nodes.length) });
  };

  /** The row a key moves the keyboard to; undefined for keys the tree does not use. */
  const targetRow = (key: string, node: number, isOpen: boolean): number | undefined => {
    const page = Math.max(1, Math.floor(viewport.height / ROW_HEIGHT) - 1);
    const lastRow = rows.nodes.length - 1;
    switch (key) {
      case 'ArrowDown':
        return Math.min(lastRow, activeRow + 1);
      case 'ArrowUp':
        return Math.max(0, activeRow - 1);
      case 'Home':
        return 0;
      case 'End':
        return lastRow;
      case 'PageDown':
        return Math.min(lastRow, activeRow + page);
      case 'PageUp':
        return Math.max(0, activeRow - page);
      case 'ArrowRight':
        // An open node moves to its first child; a closed one opens (below, in onKeyDown).
        return isOpen && activeRow < lastRow && index.parent[rows.nodes[activeRow + 1]] === node ? activeRow + 1 : activeRow;
      case 'ArrowLeft':
        // A closed node or a leaf moves to its parent; an open one closes (below).
        return !isOpen && index.parent[node] >= 0 ? rows.nodes.indexOf(index.parent[node]) : activeRow;
      default:
        return undefined;
    }
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (activeRow < 0) return;
    const node = rows.nodes[activeRow];
    const id = index.ids[node];
    const isOpen = index.hasChildren[node] === 1 && open.has(id);
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(node);
      return;
    }
    const row = targetRow(event.key, node, isOpen);
    if (row === undefined) return;
    event.preventDefault();
    if (event.key === 'ArrowRight' && index.hasChildren[node] && !isOpen) setOpen(id, true);
    else if (event.key === 'ArrowLeft' && isOpen) setOpen(id, false);
    else moveTo(row);
  };

  const first = Math.max(0, Math.floor(viewport.top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.nodes.length, Math.ceil((viewport.top + viewport.height) / ROW_HEIGHT) + OVERSCAN);
  const rowId = (row: number) => `${domId}-row-${row}`;
  const deviceText = intl.formatMessage({ id: 'companyTree.device' });

  const items = [];
  for (let row = first; row < last; row++) {
    const node = rows.nodes[row];
    const id = index.ids[node];
    const expandable = index.hasChildren[node] === 1;
    const isOpen = expandable && open.has(id);
    const name = index.labels[node];
    const parts = search?.match[node] ? highlightParts(name, search.query) : undefined;
    const classes = [styles.row, id === selectedId && styles.selected, row === activeRow && styles.active].filter(Boolean).join(' ');
    items.push(
      <div
        // Keyed by place, not by node: a keystroke that changes which nodes are shown updates the rows
        // in place instead of building new ones, and scrolling adds or removes rows only at the edges.
        key={row}
        id={rowId(row)}
        role="treeitem"
        aria-level={index.depth[node] + 1}
        aria-posinset={rows.posInSet[row]}
        aria-setsize={rows.setSize[row]}
        aria-expanded={expandable ? isOpen : undefined}
        aria-selected={id === selectedId}
        // The name as text, whatever markup the highlight adds; a device says it is one.
        aria-label={index.property[node] ? `${name}${deviceText}` : name}
        className={classes}
        style={{ top: row * ROW_HEIGHT, height: ROW_HEIGHT, paddingLeft: 4 + index.depth[node] * INDENT }}
        title={name}
        onClick={() => {
          setActiveId(id);
          onSelect(node);
        }}
      >
        <span
          className={`${styles.twisty} ${isOpen ? styles.open : ''}`}
          aria-hidden="true"
          onClick={(event) => {
            // The arrow opens and closes; the rest of the row chooses.
            if (!expandable) return;
            event.stopPropagation();
            setActiveId(id);
            setOpen(id, !isOpen);
          }}
        >
          {expandable && <CaretRightOutlined />}
        </span>
        <span className={styles.icon} aria-hidden="true">
          {index.property[node] ? <HddOutlined /> : <BankOutlined />}
        </span>
        <span className={styles.label}>
          {parts ? (
            <>
              {parts.before}
              <mark>{parts.match}</mark>
              {parts.after}
            </>
          ) : (
            name
          )}
        </span>
      </div>,
    );
  }

  return (
    <div
      ref={scroller}
      className={styles.tree}
      role="tree"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={activeRow >= 0 && activeRow >= first && activeRow < last ? rowId(activeRow) : undefined}
      onKeyDown={onKeyDown}
      onScroll={(event) => {
        const element = event.currentTarget;
        setViewport({ top: element.scrollTop, height: element.clientHeight || FALLBACK_HEIGHT });
      }}
    >
      <div className={styles.canvas} style={{ height: rows.nodes.length * ROW_HEIGHT }}>
        {items}
      </div>
    </div>
  );
});
