import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useGetMenuGrantTree } from '../../../generated/endpoints/menu/menu';
import { getGetUserConfigQueryKey, useGetUserConfig, useSubmitUserConfig } from '../../../generated/endpoints/user/user';
import { UserConfigMessageSubscriptionsItem, type MenuGrantTree, type User, type UserConfig } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { GrantDialog, idsOfValues, leafValues, type GrantTabSpec } from '../../components/grant/GrantDialog';
import { SUBTREE } from '../../components/grant/grantTreeModel';
import { okData } from '../../lib/http/okData';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';

type Props = { user: User; onClose: () => void };

const LOGIN = 'login';
const subscriptions = Object.values(UserConfigMessageSubscriptionsItem) as string[];
const isSubscription = (value: string): value is UserConfigMessageSubscriptionsItem => subscriptions.includes(value);

/** The five tabs of a user's configuration, each on its grant tree, with what the configuration holds as ids. */
function tabsOf(trees: MenuGrantTree, config: UserConfig, t: (id: string) => string): GrantTabSpec[] {
  const login = trees.loginScope ?? [];
  const messages = trees.messageScope ?? [];
  return [
    { key: 'menu', label: t('grant.tab.menu'), tree: trees.menu, granted: config.menuIds ?? [] },
    { key: 'dept', label: t('grant.tab.dept'), tree: trees.dataScope, granted: config.deptIds ?? [], rule: SUBTREE, hint: t('users.config.deptHint') },
    { key: 'login', label: t('grant.tab.login'), tree: login, granted: config.loginPermission === false ? [] : idsOfValues(login, [LOGIN]) },
    { key: 'message', label: t('grant.tab.message'), tree: messages, granted: idsOfValues(messages, config.messageSubscriptions ?? []) },
    { key: 'permission', label: t('grant.tab.permission'), tree: trees.apiScope, granted: idsOfValues(trees.apiScope, config.permissionPaths ?? []) },
  ];
}

/** The configuration a save sends: the tabs' checks as the contract's fields; what no tab can show is kept. */
function configOf(trees: MenuGrantTree, before: UserConfig, sent: Record<string, string[]>): UserConfig {
  const login = trees.loginScope ?? [];
  const messages = trees.messageScope ?? [];
  const shownPaths = new Set(leafValues(trees.apiScope, idsOfValues(trees.apiScope, before.permissionPaths ?? [])));
  return {
    userId: before.userId,
    menuIds: sent.menu,
    deptIds: sent.dept,
    // A server that offers no login or message tree has nothing to change there.
    loginPermission: login.length ? leafValues(login, sent.login).includes(LOGIN) : before.loginPermission,
    messageSubscriptions: messages.length ? leafValues(messages, sent.message).filter(isSubscription) : before.messageSubscriptions,
    permissionPaths: [...leafValues(trees.apiScope, sent.permission), ...(before.permissionPaths ?? []).filter((p) => !shownPaths.has(p))],
  };
}

/**
 * A user's platform configuration (getConfig / submitConfig; spec 6 "Assignable"): menu permission,
 * the companies they see (each with everything below it), login permission, message subscription and
 * the verification paths - on the same grant trees as a role's grant, with the summary before saving.
 */
export default function UserConfigDialog({ user, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const trees = useGetMenuGrantTree({ query: { staleTime: 30_000, select: (reply) => okData(reply).data } });
  const config = useGetUserConfig({ id: user.id }, { query: { gcTime: 0, select: (reply) => okData(reply).data } });
  const submit = useSubmitUserConfig();
  const status = trees.isError || config.isError ? 'error' : trees.data && config.data ? 'ready' : 'loading';

  const save = async (sent: Record<string, string[]>) => {
    try {
      await submit.mutateAsync({ data: configOf(trees.data!, config.data!, sent) });
    } catch (error) {
      if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
      return false;
    }
    toast.success(t('form.operationSucceeded'));
    void queryClient.invalidateQueries({ queryKey: getGetUserConfigQueryKey({ id: user.id }) });
    onClose();
    return true;
  };

  return (
    <GrantDialog
      title={t('users.config.title')}
      subject={t('users.config.subject', { name: user.realName, account: user.account })}
      tabs={trees.data && config.data ? tabsOf(trees.data, config.data, t) : undefined}
      status={status}
      onRetry={() => {
        if (trees.isError) void trees.refetch();
        if (config.isError) void config.refetch();
      }}
      onSave={save}
      onClose={onClose}
    />
  );
}
