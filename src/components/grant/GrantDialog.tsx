import { Alert, Button, Flex, Modal, Spin, Tabs, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TreeNode } from '../../../generated/model';
import { useDiscardConfirm } from '../form/useDiscardConfirm';
import { LoadFailure } from '../LoadFailure';
import { namedList } from '../list/SelectionBar';
import { GrantTree } from './GrantTree';
import { EXACT, grantChanges, indexGrantTree, pathTitle, sentKeys, stateFromServer, type GrantIndex, type GrantRule, type GrantState } from './grantTreeModel';

/** One tab of a grant dialog: its tree and what the server holds now. */
export type GrantTabSpec = {
  key: string;
  label: string;
  tree: readonly TreeNode[];
  /** The ids granted now (role-tree-keys, or a user's configuration mapped to ids). */
  granted: readonly string[];
  /** How the grant is read and sent: EXACT (a role's grants, half-checked parents sent) or SUBTREE (a user's companies). */
  rule?: GrantRule;
  hint?: ReactNode;
};

export type GrantDialogProps = {
  title: string;
  /** Whose grant this is (the roles' or the user's names), said above the tabs. */
  subject: ReactNode;
  tabs: GrantTabSpec[] | undefined;
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  /** Saves what each tab sends (ids by tab key); resolves true when saved, false to stay (nothing is lost). */
  onSave: (sent: Record<string, string[]>) => Promise<boolean>;
  onClose: () => void;
};

/**
 * The grant dialog, shared by the role grant and a user's configuration: one tab per thing
 * spec 6 assigns, each a GrantTree; then a summary of what changes, then the save. Closing with changes
 * asks first; a failed save keeps every check where it was.
 */
export function GrantDialog(props: GrantDialogProps) {
  const intl = useIntl();
  const { closeForm, holder } = useDiscardConfirm();
  const [dirty, setDirty] = useState(false);
  const close = () => closeForm(dirty, props.onClose);
  // One dialog from loading to saving (its content changes, the dialog and its focus stay); the
  // editor brings its own buttons, which change between editing and the summary.
  return (
    <Modal open title={props.title} width={760} onCancel={close} footer={null} mask={{ closable: false }}>
      {props.status === 'ready' && props.tabs ? (
        <GrantEditor {...props} tabs={props.tabs} onDirty={setDirty} onCancel={close} />
      ) : props.status === 'error' ? (
        <LoadFailure message={intl.formatMessage({ id: 'grant.loadFailed' })} onRetry={props.onRetry} />
      ) : (
        <div role="status" style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
          <div style={{ marginTop: 8 }}>{intl.formatMessage({ id: 'grant.loading' })}</div>
        </div>
      )}
      {holder}
    </Modal>
  );
}

type Prepared = { spec: GrantTabSpec; rule: GrantRule; index: GrantIndex; initial: GrantState; before: string[] };

/** Against what the tab would send untouched: what the server holds, as the tree shows it (unknown ids drop out). */
const changeOf = (tab: Prepared, state: GrantState) => grantChanges(tab.index, tab.before, sentKeys(tab.index, state, tab.rule));

function prepare(spec: GrantTabSpec): Prepared {
  const rule = spec.rule ?? EXACT;
  const index = indexGrantTree(spec.tree);
  const initial = stateFromServer(index, spec.granted, rule);
  return { spec, rule, index, initial, before: sentKeys(index, initial, rule) };
}

function GrantEditor({ subject, tabs, onSave, onDirty, onCancel }: GrantDialogProps & { tabs: GrantTabSpec[]; onDirty: (dirty: boolean) => void; onCancel: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // Indexed once: the dialog is mounted for one grant, so the server's data cannot change under it.
  const [prepared] = useState<Prepared[]>(() => tabs.map(prepare));
  const [states, setStates] = useState<Record<string, GrantState>>(() => Object.fromEntries(prepared.map((tab) => [tab.spec.key, tab.initial])));
  const [activeKey, setActiveKey] = useState(prepared[0]?.spec.key);
  const [reviewing, setReviewing] = useState(false);
  const [saving, setSaving] = useState(false);

  const changes = prepared.map((tab) => ({ tab, ...changeOf(tab, states[tab.spec.key]) }));
  const changed = changes.filter((c) => c.added.length || c.removed.length);

  const update = (key: string, state: GrantState) => {
    const next = { ...states, [key]: state };
    setStates(next);
    onDirty(prepared.some((tab) => {
      const c = changeOf(tab, next[tab.spec.key]);
      return c.added.length > 0 || c.removed.length > 0;
    }));
  };

  const save = async () => {
    setSaving(true);
    try {
      const sent = Object.fromEntries(prepared.map((tab) => [tab.spec.key, sentKeys(tab.index, states[tab.spec.key], tab.rule)]));
      if (!(await onSave(sent))) setReviewing(false);
    } finally {
      setSaving(false);
    }
  };

  const names = (index: GrantIndex, ids: string[]) => {
    const { shown, more } = namedList(ids.map((id) => pathTitle(index, id)));
    return more ? t('grant.namesMore', { names: shown.join('、'), total: ids.length }) : shown.join('、');
  };

  const footer = reviewing
    ? [
        <Button key="back" onClick={() => setReviewing(false)} disabled={saving}>
          {t('grant.back')}
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={changed.length === 0} onClick={() => void save()}>
          {t('grant.save')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onCancel}>
          {t('grant.cancel')}
        </Button>,
        <Button key="review" type="primary" onClick={() => setReviewing(true)}>
          {t('grant.review')}
        </Button>,
      ];

  return (
    <>
      <Typography.Paragraph>{subject}</Typography.Paragraph>
      {reviewing ? (
        <section aria-label={t('grant.summary')}>
          <Typography.Title level={5}>{t('grant.summary')}</Typography.Title>
          {changed.length === 0 ? (
            <Alert type="info" showIcon title={t('grant.noChanges')} />
          ) : (
            <ul style={{ paddingInlineStart: 20 }}>
              {changed.map(({ tab, added, removed }) => (
                <li key={tab.spec.key} style={{ marginBottom: 8 }}>
                  <Typography.Text strong>{tab.spec.label}</Typography.Text>
                  {added.length > 0 && (
                    <div>
                      <Typography.Text type="success">{t('grant.added', { count: added.length })}</Typography.Text> {names(tab.index, added)}
                    </div>
                  )}
                  {removed.length > 0 && (
                    <div>
                      <Typography.Text type="danger">{t('grant.removed', { count: removed.length })}</Typography.Text> {names(tab.index, removed)}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <Tabs
          activeKey={activeKey}
          onChange={setActiveKey}
          items={prepared.map((tab) => {
            const c = changes.find((x) => x.tab === tab)!;
            const count = c.added.length + c.removed.length;
            return {
              key: tab.spec.key,
              // A changed tab says so in its label (not by colour alone).
              label: count ? t('grant.tabChanged', { label: tab.spec.label, count }) : tab.spec.label,
              children: (
                <>
                  {!tab.initial.linked && (
                    // Linking would have lost part of the grant (a menu held without any of its buttons): said, not hidden.
                    <Alert type="info" showIcon title={t('grant.openedUnlinked')} style={{ marginBottom: 8 }} />
                  )}
                  <GrantTree
                  label={tab.spec.label}
                  tree={tab.spec.tree}
                  index={tab.index}
                  state={states[tab.spec.key]}
                  onChange={(state) => update(tab.spec.key, state)}
                  rule={tab.rule}
                  hint={tab.spec.hint}
                  />
                </>
              ),
            };
          })}
        />
      )}
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        {footer}
      </Flex>
    </>
  );
}

/** The values of the checked leaves among `ids` (a subscription, a path): for grants stored by value. */
export function leafValues(tree: readonly TreeNode[], ids: readonly string[]): string[] {
  const index = indexGrantTree(tree);
  return ids.filter((id) => (index.nodes.get(id)?.children.length ?? 1) === 0).map((id) => index.nodes.get(id)!.value);
}

/** The ids of the leaves whose value is among `values`. */
export function idsOfValues(tree: readonly TreeNode[], values: readonly string[]): string[] {
  const index = indexGrantTree(tree);
  return index.order.filter((id) => index.nodes.get(id)!.children.length === 0 && values.includes(index.nodes.get(id)!.value));
}
