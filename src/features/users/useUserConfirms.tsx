import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useIntl } from 'react-intl';
import { getGetUserPageQueryKey, useRemoveUsers, useResetUserPasswords } from '../../../generated/endpoints/user/user';
import type { User } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { namedList } from '../../components/list/SelectionBar';
import { useRemoveConfirm } from '../../components/list/useRemoveConfirm';
import { appConfig } from '../../platform/config';
import { nameWithCode } from '../../lib/nameWithCode';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';

/** The accounts a confirm names: at most five, then how many in all. */
function Accounts({ users }: { users: readonly User[] }) {
  const intl = useIntl();
  const { shown, more } = namedList(users.map((u) => nameWithCode(intl, u.realName, u.account)));
  return (
    <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
      {shown.map((name) => (
        <li key={name}>{name}</li>
      ))}
      {more > 0 && <li>{intl.formatMessage({ id: 'list.andMore' }, { total: users.length })}</li>}
    </ul>
  );
}

/**
 * The confirms of removing users and resetting their passwords: each names the accounts; the reset says
 * the new password (spec 5/9 {secret}, the deployment's reset value). `onRemoved` learns which ids went
 * (the list steps back when its last page empties).
 */
export function useUserConfirms({ onRemoved, onReset }: { onRemoved: (ids: string[]) => void; onReset: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const [modal, holder] = Modal.useModal();
  const removeConfirm = useRemoveConfirm();
  const remove = useRemoveUsers();
  const reset = useResetUserPasswords();

  /** Runs a call; the http client has said why it failed (spec 8), else a generic message. */
  const attempt = async (call: () => Promise<unknown>) => {
    try {
      await call();
      return true;
    } catch (error) {
      if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
      return false;
    }
  };

  const confirmRemove = (users: User[]) =>
    removeConfirm.confirmRemove({
      title: t('users.remove.title'),
      names: users.map((u) => nameWithCode(intl, u.realName, u.account)),
      texts: { lead: t('users.remove.content', { count: users.length }), irreversible: null, ok: t('users.remove.ok'), cancel: t('users.form.cancel') },
      remove: async () => {
        const ids = users.map((u) => u.id);
        if (!(await attempt(() => remove.mutateAsync({ params: { ids: ids.join(',') } })))) return;
        toast.success(t('form.operationSucceeded'));
        onRemoved(ids);
        void queryClient.invalidateQueries({ queryKey: getGetUserPageQueryKey() });
      },
    });

  const confirmReset = (users: User[]) =>
    void modal.confirm({
      title: t('users.reset.title'),
      content: (
        <>
          {t('users.reset.content', { count: users.length, secret: appConfig.resetPassword })}
          <Accounts users={users} />
        </>
      ),
      okText: t('users.reset.ok'),
      cancelText: t('users.form.cancel'),
      onOk: async () => {
        if (!(await attempt(() => reset.mutateAsync({ params: { userIds: users.map((u) => u.id).join(',') } })))) return;
        toast.success(t('users.reset.done', { secret: appConfig.resetPassword }));
        onReset();
      },
    });

  return {
    confirmRemove,
    confirmReset,
    holder: (
      <>
        {holder}
        {removeConfirm.holder}
      </>
    ),
  };
}
