import { CaretDownFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Space, Switch, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TreeNode } from '../../../generated/model';
import { checkAll, displayed, EXACT, invert, searchGrantTree, setChecked, setLinked, uncheckAll, type GrantIndex, type GrantRule, type GrantState } from './grantTreeModel';

/** Above this many nodes the tree draws only the rows in view (a company tree may have 10,000). */
const VIRTUAL_FROM = 400;
/** Up to this many nodes the tree opens fully (a menu tree); larger ones open their first level. */
const EXPAND_ALL_UP_TO = 200;

export type GrantTreeProps = {
  /** The tree's name (the tab's label), for the tree and its controls. */
  label: string;
  tree: readonly TreeNode[];
  index: GrantIndex;
  state: GrantState;
  onChange: (state: GrantState) => void;
  /** How the grant is read and sent (grantTreeModel.GrantRule). */
  rule?: GrantRule;
  /** A sentence under the toolbar: what this tab's grant means. */
  hint?: ReactNode;
};

/** The title with the searched text marked. */
function marked(title: string, needle: string): ReactNode {
  const at = needle ? title.toLowerCase().indexOf(needle.toLowerCase()) : -1;
  if (at < 0) return title;
  return (
    <>
      {title.slice(0, at)}
      <mark>{title.slice(at, at + needle.length)}</mark>
      {title.slice(at + needle.length)}
    </>
  );
}

/**
 * One tab of a grant dialog: search, a linkage switch (联动), select all, invert and clear
 * over what is shown, and the checkable tree. antd's Tree is used with checkStrictly and told the
 * checked and half-checked nodes: the linking is ours (grantTreeModel), so a search that hides nodes
 * never loses their checks, and half-checked parents are known for the save.
 */
export function GrantTree({ label, tree, index, state, onChange, rule = EXACT, hint }: GrantTreeProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const searchId = useId();
  const [text, setText] = useState('');
  const search = useMemo(() => searchGrantTree(index, text), [index, text]);
  const large = index.order.length > EXPAND_ALL_UP_TO;
  const [expanded, setExpanded] = useState<string[]>(() => (large ? [...index.roots] : index.order.filter((id) => (index.nodes.get(id)?.children.length ?? 0) > 0)));
  // A search opens the way to its matches; what the user folds then is kept until the text changes.
  const [searchExpansion, setSearchExpansion] = useState<{ text: string; keys: string[] }>();
  const expandedKeys = search ? (searchExpansion?.text === text ? searchExpansion.keys : [...search.expanded]) : expanded;

  const treeData = useMemo(() => {
    const needle = text.trim();
    const build = (nodes: readonly TreeNode[]): DataNode[] =>
      nodes
        .filter((n) => !search || search.shown.has(n.id))
        .map((n) => ({ key: n.id, title: marked(n.title, needle), children: n.children?.length ? build(n.children) : undefined }));
    return build(tree);
  }, [tree, search, text]);

  // Bulk actions work on what a search found (not on the way to it), or on everything.
  const shown = search ? search.results : index.order;
  const view = displayed(index, state);
  const checkedCount = view.checked.length;

  return (
    <div>
      <Space wrap style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
        {/* Filters as it is typed: no search button to press. */}
        <Input
          id={searchId}
          type="search"
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('grant.search')}
          aria-label={t('grant.searchIn', { label })}
          style={{ width: 220 }}
        />
        <Space wrap>
          <Space size={4}>
            <Switch
              size="small"
              checked={state.linked}
              onChange={(linked) => onChange(setLinked(index, state, linked, rule))}
              aria-label={t('grant.linked')}
            />
            <Typography.Text aria-hidden>{t('grant.linked')}</Typography.Text>
          </Space>
          <Button size="small" onClick={() => onChange(checkAll(index, state, shown))}>
            {t(search ? 'grant.checkShown' : 'grant.checkAll')}
          </Button>
          <Button size="small" onClick={() => onChange(invert(index, state, shown))}>
            {t('grant.invert')}
          </Button>
          <Button size="small" onClick={() => onChange(uncheckAll(index, state, shown))}>
            {t('grant.clear')}
          </Button>
        </Space>
      </Space>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        <span aria-live="polite">{t('grant.checkedCount', { count: checkedCount })}</span>
        {search && <span aria-live="polite">{t('grant.matches', { count: search.matched.size })}</span>}
        {hint ? <span> {hint}</span> : null}
      </Typography.Paragraph>
      {treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(search ? 'grant.noMatch' : 'grant.emptyTree')} />
      ) : (
        <Tree
          aria-label={label}
          checkable
          checkStrictly
          selectable={false}
          // antd's own caret is an image named "caret-down", which would begin every parent's name.
          switcherIcon={<CaretDownFilled aria-hidden />}
          blockNode
          treeData={treeData}
          checkedKeys={view}
          expandedKeys={expandedKeys}
          onExpand={(keys) => (search ? setSearchExpansion({ text, keys: keys.map(String) }) : setExpanded(keys.map(String)))}
          onCheck={(_keys, info) => onChange(setChecked(index, state, String(info.node.key), info.checked))}
          height={index.order.length > VIRTUAL_FROM ? 360 : undefined}
          style={{ maxHeight: index.order.length > VIRTUAL_FROM ? undefined : 360, overflow: 'auto' }}
        />
      )}
    </div>
  );
}
