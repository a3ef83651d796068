import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getGetMenuButtonsQueryKey, getGetMenuRoutesQueryKey, getGetRoleTreeKeysQueryKey, useGetMenuGrantTree, useGetRoleTreeKeys } from '../../../generated/endpoints/menu/menu';
import { useGrantRole } from '../../../generated/endpoints/role/role';
import type { MenuGrantTree, MenuRoleTreeKeys } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { GrantDialog, type GrantTabSpec } from '../../components/grant/GrantDialog';
import { namedList } from '../../components/list/SelectionBar';
import { okData } from '../../lib/http/okData';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import type { RoleRow } from './roleTree';

type Props = { roles: RoleRow[]; onClose: () => void };

/**
 * Spec 6 "Assignable", one tab each on menu/grant-tree: menu permission (menuIds), enterprise permission
 * (the company tree, dataScopeIds), login permission (loginScopeIds), message subscription
 * (messageScopeIds) and permission configuration (the verification paths, apiScopeIds). A tree the
 * server does not offer (an older server without login or message trees) is left out, and so is its list.
 */
function tabsOf(trees: MenuGrantTree, keys: MenuRoleTreeKeys, t: (id: string) => string): GrantTabSpec[] {
  const tabs: (GrantTabSpec | false)[] = [
    { key: 'menu', label: t('grant.tab.menu'), tree: trees.menu, granted: keys.menu },
    { key: 'dataScope', label: t('grant.tab.dept'), tree: trees.dataScope, granted: keys.dataScope, hint: t('roles.grant.deptHint') },
    !!trees.loginScope && { key: 'loginScope', label: t('grant.tab.login'), tree: trees.loginScope, granted: keys.loginScope ?? [], hint: t('roles.grant.loginHint') },
    !!trees.messageScope && { key: 'messageScope', label: t('grant.tab.message'), tree: trees.messageScope, granted: keys.messageScope ?? [] },
    { key: 'apiScope', label: t('grant.tab.permission'), tree: trees.apiScope, granted: keys.apiScope, hint: t('roles.grant.permissionHint') },
  ];
  return tabs.filter((tab): tab is GrantTabSpec => tab !== false);
}

/**
 * The grant dialog of one or more roles (role/grant): what they hold now comes from role-tree-keys
 * (for several roles, what any of them holds); the save replaces it for all of them, half-checked
 * parents included, after the summary of what changes.
 */
export default function RoleGrantDialog({ roles, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const roleIds = roles.map((r) => r.id).join(',');
  const trees = useGetMenuGrantTree({ query: { staleTime: 30_000, select: (reply) => okData(reply).data } });
  const keys = useGetRoleTreeKeys({ roleIds }, { query: { gcTime: 0, select: (reply) => okData(reply).data } });
  const grant = useGrantRole();
  const status = trees.isError || keys.isError ? 'error' : trees.data && keys.data ? 'ready' : 'loading';
  const { shown, more } = namedList(roles.map((r) => r.roleName));

  const save = async (sent: Record<string, string[]>) => {
    try {
      await grant.mutateAsync({
        data: {
          roleIds: roles.map((r) => r.id),
          menuIds: sent.menu,
          dataScopeIds: sent.dataScope,
          apiScopeIds: sent.apiScope,
          ...(sent.loginScope ? { loginScopeIds: sent.loginScope } : {}),
          ...(sent.messageScope ? { messageScopeIds: sent.messageScope } : {}),
        },
      });
    } catch (error) {
      if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
      return false;
    }
    toast.success(t('form.operationSucceeded'));
    void queryClient.invalidateQueries({ queryKey: getGetRoleTreeKeysQueryKey() });
    // The signed-in user's own role may be among them: their menu and buttons follow at once.
    void queryClient.invalidateQueries({ queryKey: getGetMenuRoutesQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetMenuButtonsQueryKey() });
    onClose();
    return true;
  };

  return (
    <GrantDialog
      title={t('roles.grant.title')}
      subject={t('roles.grant.subject', { names: shown.join('、'), count: roles.length, more })}
      tabs={trees.data && keys.data ? tabsOf(trees.data, keys.data, t) : undefined}
      status={status}
      onRetry={() => {
        if (trees.isError) void trees.refetch();
        if (keys.isError) void keys.refetch();
      }}
      onSave={save}
      onClose={onClose}
    />
  );
}
