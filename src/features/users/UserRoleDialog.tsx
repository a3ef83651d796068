import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getGetUserPageQueryKey, useGrantUserRoles } from '../../../generated/endpoints/user/user';
import type { User } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { useDiscardConfirm } from '../../components/form/useDiscardConfirm';
import { namedList } from '../../components/list/SelectionBar';
import { optionsState } from '../../components/LoadFailure';
import { formRule } from '../../lib/forms/formRule';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { roleProblem } from './rules';
import { useRoleOptions } from './useUserOptions';

type Props = { users: User[]; onClose: () => void; onGranted: () => void };

/**
 * Spec 6 "Grants to users use user ids and role ids": the chosen users get one role from the role tree
 * (a user holds one role in this product). The dialog names who gets it; when they share a role, it
 * starts there.
 */
export default function UserRoleDialog({ users, onClose, onGranted }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const { closeForm, holder } = useDiscardConfirm();
  const roles = useRoleOptions();
  const grant = useGrantUserRoles();
  const [form] = Form.useForm<{ roleId?: string }>();
  const [saving, setSaving] = useState(false);
  const shared = users.every((u) => u.roleId === users[0]?.roleId) ? users[0]?.roleId : undefined;
  const { shown, more } = namedList(users.map((u) => u.account));

  const save = async ({ roleId }: { roleId?: string }) => {
    setSaving(true);
    try {
      await grant.mutateAsync({ params: { userIds: users.map((u) => u.id).join(','), roleIds: roleId! } });
    } catch (error) {
      if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
      return;
    } finally {
      setSaving(false);
    }
    toast.success(t('form.operationSucceeded'));
    void queryClient.invalidateQueries({ queryKey: getGetUserPageQueryKey() });
    onGranted();
  };

  return (
    <Modal
      open
      title={t('users.grant.title')}
      okText={t('users.grant.ok')}
      cancelText={t('users.form.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={() => closeForm(form.isFieldsTouched(), onClose)}
      mask={{ closable: false }}
    >
      <Typography.Paragraph>
        {t('users.grant.who', { accounts: shown.join('、'), count: users.length })}
        {more > 0 && t('list.andMore', { total: users.length })}
      </Typography.Paragraph>
      <Form form={form} name="userRole" layout="vertical" initialValues={{ roleId: shared }} onFinish={(values) => void save(values)}>
        <Form.Item name="roleId" label={t('users.field.role')} required rules={[formRule(t, roleProblem)]}>
          <TreeSelect
            treeData={roles.data}
            loading={roles.isLoading}
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
            placeholder={t('users.choose')}
            notFoundContent={optionsState(roles, undefined, t('users.form.rolesFailed'))}
          />
        </Form.Item>
      </Form>
      {holder}
    </Modal>
  );
}
