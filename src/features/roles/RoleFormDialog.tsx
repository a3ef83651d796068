import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Modal, Row, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { getGetRoleListQueryKey, getGetRoleTreeQueryKey, useSubmitRole } from '../../../generated/endpoints/role/role';
import type { Role } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { useDiscardConfirm } from '../../components/form/useDiscardConfirm';
import { appConfig } from '../../platform/config';
import { formRule } from '../../lib/forms/formRule';
import { serverFieldError } from '../../lib/forms/serverFieldError';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { parentOptions, roleSubtree, type RoleRow } from './roleTree';
import { ALIAS_MAX, roleAliasProblem, roleNameProblem, SORT_MAX, sortProblem } from './rules';

export type RoleFormMode = { kind: 'add'; parentId?: string } | { kind: 'edit'; role: RoleRow };

type Fields = { parentId?: string; roleName: string; roleAlias: string; sort?: number | null };
const ROLE_FIELDS = ['parentId', 'roleName', 'roleAlias', 'sort'] as const;

type Props = { mode: RoleFormMode; roles: readonly Role[]; onClose: () => void };

/**
 * Add or edit a role (spec 3: name, alias, sort; spec 5: the name is Chinese or English letters, 1 to
 * 50). A role goes under a parent or at the top; never under itself or a role below it. A refusal is
 * toasted by the http client, and shown at its field when the reply names one; nothing typed is lost.
 */
export default function RoleFormDialog({ mode, roles, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toast = useToast();
  const queryClient = useQueryClient();
  const { closeForm, holder } = useDiscardConfirm();
  const [form] = Form.useForm<Fields>();
  const submit = useSubmitRole();
  const [saving, setSaving] = useState(false);
  const editing = mode.kind === 'edit' ? mode.role : undefined;
  const options = useMemo(() => parentOptions(roles, editing ? roleSubtree(roles, editing.id) : new Set()), [roles, editing]);

  const initialValues: Partial<Fields> = editing
    ? { parentId: editing.parentId && editing.parentId !== '0' ? editing.parentId : undefined, roleName: editing.roleName, roleAlias: editing.roleAlias, sort: editing.sort }
    : { parentId: mode.kind === 'add' ? mode.parentId : undefined, roleName: '', roleAlias: '', sort: 1 };

  const save = async (values: Fields) => {
    if (submit.isPending) return;
    setSaving(true);
    try {
      await submit.mutateAsync({
        data: {
          ...(editing ? { id: editing.id } : {}),
          parentId: values.parentId ?? '0',
          tenantId: appConfig.tenantId,
          roleName: values.roleName,
          roleAlias: values.roleAlias,
          sort: Number(values.sort),
        },
      });
    } catch (error) {
      const atField = serverFieldError(error, ROLE_FIELDS);
      if (atField) form.setFields([{ name: atField.field, errors: [atField.message] }]);
      else if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
      return;
    } finally {
      setSaving(false);
    }
    toast.success(t('form.operationSucceeded'));
    void queryClient.invalidateQueries({ queryKey: getGetRoleListQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetRoleTreeQueryKey() });
    onClose();
  };

  return (
    <Modal
      open
      title={t(editing ? 'roles.form.editTitle' : 'roles.form.addTitle')}
      width={640}
      okText={t('roles.form.save')}
      cancelText={t('roles.form.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={() => closeForm(form.isFieldsTouched(), onClose)}
      mask={{ closable: false }}
    >
      <Form<Fields> form={form} name="roleForm" layout="vertical" initialValues={initialValues} onFinish={(values) => void save(values)}>
        <Row gutter={16}>
          <Col xs={24}>
            <Form.Item name="parentId" label={t('roles.field.parent')} extra={t('roles.form.parentHint')}>
              <TreeSelect treeData={options} allowClear treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} placeholder={t('roles.form.top')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="roleName" label={t('roles.field.name')} required rules={[formRule(t, roleNameProblem)]}>
              <Input autoFocus autoComplete="off" maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="roleAlias" label={t('roles.field.alias')} required rules={[formRule(t, roleAliasProblem)]}>
              <Input autoComplete="off" maxLength={ALIAS_MAX + 10} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sort" label={t('roles.field.sort')} required rules={[formRule(t, sortProblem)]}>
              <InputNumber min={0} max={SORT_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {holder}
    </Modal>
  );
}
