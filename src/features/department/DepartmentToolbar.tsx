import { DeleteOutlined, EditOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Department } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import type { BreadcrumbEntry } from '../../stores/companySelection';
import { loadForEdit, whyNotAddUnder } from './checks';
import { useCooldown } from '../../lib/useCooldown';

// The dialogs load on first use: the sidebar is part of every signed-in page (main layout budget).
const DepartmentFormDialog = lazy(() => import('./DepartmentFormDialog'));
const DeleteDepartmentDialog = lazy(() => import('./DeleteDepartmentDialog'));
const TransferDialog = lazy(() => import('./TransferDialog'));

type OpenDialog =
  | { kind: 'add'; parent: BreadcrumbEntry | null }
  | { kind: 'edit'; department: Department }
  | { kind: 'delete'; entry: BreadcrumbEntry }
  | { kind: 'transfer'; source: BreadcrumbEntry | null };

type Action = 'add' | 'edit' | 'delete' | 'transfer';

/** ARIA toolbar keys: arrows move between the buttons, Home and End go to the ends. */
function moveFocus(e: React.KeyboardEvent<HTMLElement>) {
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0 || buttons.length === 0) return;
  const next = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[e.key];
  if (next === undefined) return;
  e.preventDefault();
  buttons[(next + buttons.length) % buttons.length].focus();
}

/** The http client has already told the user about a business or auth failure (spec 8). */
/**
 * Spec 2.7 / 6: the company tree's buttons - add (departAdd), edit, delete and transfer (departEdit) -
 * and their dialogs. The sidebar shows it on /monitor/user/user only.
 */
export function DepartmentToolbar({ selected, canAdd, canEdit }: { selected: BreadcrumbEntry | null; canAdd: boolean; canEdit: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toast = useToast();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [checking, setChecking] = useState<Action | null>(null);
  // Spec 9: a button that answered with a message comes back after 3 s.
  const cooldowns: Record<Action, [boolean, () => void]> = {
    add: useCooldown(),
    edit: useCooldown(),
    delete: useCooldown(),
    transfer: useCooldown(),
  };

  const refuse = (action: Action, messageId: string) => {
    toast.warning(t(messageId));
    cooldowns[action][1]();
  };

  /** Runs a pre-check with the button busy; a failed call was reported by the http client or here. */
  const check = async (action: Action, work: () => Promise<void>) => {
    setChecking(action);
    try {
      await work();
    } catch (error) {
      if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
      cooldowns[action][1]();
    } finally {
      setChecking(null);
    }
  };

  const onAdd = () => {
    if (!selected) {
      // Nothing chosen: the form asks for the parent itself.
      setDialog({ kind: 'add', parent: null });
      return;
    }
    void check('add', async () => {
      const refusal = await whyNotAddUnder(selected);
      if (refusal) refuse('add', refusal);
      else setDialog({ kind: 'add', parent: selected });
    });
  };

  const onEdit = () => {
    if (!selected) return refuse('edit', 'department.selectFirst');
    void check('edit', async () => {
      const { department, refusal } = await loadForEdit(selected.id);
      if (refusal) refuse('edit', refusal);
      else if (department) setDialog({ kind: 'edit', department });
    });
  };

  const onDelete = () => {
    if (!selected) return refuse('delete', 'department.selectFirst');
    setDialog({ kind: 'delete', entry: selected });
  };

  const onTransfer = () => setDialog({ kind: 'transfer', source: selected });

  if (!canAdd && !canEdit) return null;
  const close = () => setDialog(null);
  const button = (action: Action, label: string, icon: React.ReactNode, onClick: () => void, danger = false) => (
    <Button
      size="small"
      icon={icon}
      danger={danger}
      loading={checking === action}
      disabled={cooldowns[action][0] || (checking !== null && checking !== action)}
      onClick={onClick}
    >
      {t(label)}
    </Button>
  );

  return (
    <>
      <Space size={4} wrap role="toolbar" aria-label={t('department.toolbar')} onKeyDown={moveFocus}>
        {canAdd && button('add', 'department.add', <PlusOutlined aria-hidden />, onAdd)}
        {canEdit && button('edit', 'department.edit', <EditOutlined aria-hidden />, onEdit)}
        {canEdit && button('delete', 'department.delete', <DeleteOutlined aria-hidden />, onDelete, true)}
        {canEdit && button('transfer', 'department.transfer', <SwapOutlined aria-hidden />, onTransfer)}
      </Space>
      <Suspense fallback={null}>
        {dialog?.kind === 'add' && <DepartmentFormDialog mode={{ kind: 'add', parent: dialog.parent }} onClose={close} />}
        {dialog?.kind === 'edit' && <DepartmentFormDialog mode={{ kind: 'edit', department: dialog.department }} onClose={close} />}
        {dialog?.kind === 'delete' && <DeleteDepartmentDialog entry={dialog.entry} onClose={close} />}
        {dialog?.kind === 'transfer' && <TransferDialog source={dialog.source} onClose={close} />}
      </Suspense>
    </>
  );
}
