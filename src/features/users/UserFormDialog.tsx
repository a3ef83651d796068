import { useQueryClient } from '@tanstack/react-query';
import { Col, DatePicker, Form, Input, Modal, Radio, Row, Spin, TreeSelect, type FormInstance } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getGetUserPageQueryKey, useGetUserDetail, useSubmitUser, useUpdateUser } from '../../../generated/endpoints/user/user';
import type { User } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { useDiscardConfirm } from '../../components/form/useDiscardConfirm';
import { LoadFailure, optionsState } from '../../components/LoadFailure';
import { formRule } from '../../lib/forms/formRule';
import { serverFieldError } from '../../lib/forms/serverFieldError';
import { okData } from '../../lib/http/okData';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { dayText, emptyFields, fieldsOf, submitFormOf, updateFormOf, USER_FIELDS, type UserFields } from './userForm';
import {
  accountProblem,
  deptProblem,
  EMAIL_MAX,
  emailProblem,
  endDateProblem,
  passwordAgainProblem,
  passwordProblem,
  phoneProblem,
  realNameProblem,
  roleProblem,
} from './rules';
import { useCompanyOptions, useRoleOptions } from './useUserOptions';

export type UserFormMode = { kind: 'add'; deptId: string | undefined } | { kind: 'edit'; user: User };

type Props = { mode: UserFormMode; onClose: () => void };

/**
 * Add or edit a user (spec 3 "User (management)", rules of spec 5). The edit form starts from the
 * server's current record (getUserDetail). A refusal is toasted by the http client and, when the reply
 * names a field, shown under it too; the form stays as typed. Closing with changes asks first.
 */
export default function UserFormDialog({ mode, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { closeForm, holder } = useDiscardConfirm();
  const [form] = Form.useForm<UserFields>();
  const editId = mode.kind === 'edit' ? mode.user.id : undefined;
  const detail = useGetUserDetail({ id: editId ?? '' }, { query: { enabled: Boolean(editId), gcTime: 0, select: (reply) => okData(reply).data } });
  const [saving, setSaving] = useState(false);
  const ready = mode.kind === 'add' || detail.data !== undefined;

  const close = () => closeForm(ready && form.isFieldsTouched(), onClose);

  return (
    <Modal
      open
      title={t(mode.kind === 'add' ? 'users.form.addTitle' : 'users.form.editTitle')}
      width={760}
      okText={t('users.form.save')}
      cancelText={t('users.form.cancel')}
      okButtonProps={{ loading: saving, disabled: !ready }}
      onOk={() => form.submit()}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {ready ? (
        <UserForm mode={mode} initial={mode.kind === 'add' ? emptyFields(mode.deptId) : fieldsOf(detail.data ?? mode.user)} form={form} onSaving={setSaving} onSaved={onClose} />
      ) : detail.isError ? (
        <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <div role="status" style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
          <div style={{ marginTop: 8 }}>{t('users.form.loading')}</div>
        </div>
      )}
      {holder}
    </Modal>
  );
}

type FormProps = {
  mode: UserFormMode;
  initial: Partial<UserFields>;
  form: FormInstance<UserFields>;
  onSaving: (saving: boolean) => void;
  onSaved: () => void;
};

function UserForm({ mode, initial, form, onSaving, onSaved }: FormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toast = useToast();
  const queryClient = useQueryClient();
  const roles = useRoleOptions();
  const companies = useCompanyOptions();
  const submit = useSubmitUser();
  const update = useUpdateUser();
  const adding = mode.kind === 'add';

  const save = async (values: UserFields) => {
    if (submit.isPending || update.isPending) return;
    onSaving(true);
    try {
      if (mode.kind === 'add') await submit.mutateAsync({ data: submitFormOf(values) });
      else await update.mutateAsync({ data: updateFormOf(mode.user.id, values) });
    } catch (error) {
      // The http client toasted the server's msg (spec 8); the field it names shows it too. Nothing typed is lost.
      const atField = serverFieldError(error, USER_FIELDS);
      if (atField) form.setFields([{ name: atField.field, errors: [atField.message] }]);
      else if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
      return;
    } finally {
      onSaving(false);
    }
    toast.success(t('form.operationSucceeded'));
    void queryClient.invalidateQueries({ queryKey: getGetUserPageQueryKey() });
    onSaved();
  };

  const half = { xs: 24, md: 12 };
  return (
    <Form<UserFields> form={form} name="userForm" layout="vertical" initialValues={initial} onFinish={(values) => void save(values)} scrollToFirstError>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="account" label={t('users.field.account')} required rules={[formRule(t, accountProblem)]}>
            <Input autoFocus autoComplete="off" maxLength={30} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="realName" label={t('users.field.realName')} required rules={[formRule(t, realNameProblem)]}>
            <Input autoComplete="off" maxLength={30} />
          </Form.Item>
        </Col>
        {adding && (
          <>
            <Col {...half}>
              <Form.Item name="password" label={t('users.field.password')} required rules={[formRule(t, passwordProblem)]}>
                <Input.Password autoComplete="new-password" maxLength={32} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="passwordAgain"
                label={t('users.field.passwordAgain')}
                required
                dependencies={['password']}
                rules={[({ getFieldValue }) => formRule(t, (value: string | undefined) => passwordAgainProblem(value, getFieldValue('password') as string | undefined))]}
              >
                <Input.Password autoComplete="new-password" maxLength={32} />
              </Form.Item>
            </Col>
          </>
        )}
        <Col {...half}>
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
        </Col>
        <Col {...half}>
          <Form.Item name="deptId" label={t('users.field.dept')} required rules={[formRule(t, deptProblem)]}>
            <TreeSelect
              treeData={companies.data}
              loading={companies.isLoading}
              showSearch={{ treeNodeFilterProp: 'title' }}
              treeDefaultExpandedKeys={initial.deptId ? [initial.deptId] : undefined}
              placeholder={t('users.choose')}
              listHeight={300}
              notFoundContent={optionsState(companies, undefined, t('users.form.companiesFailed'))}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="phone" label={t('users.field.phone')} required rules={[formRule(t, phoneProblem)]}>
            <Input type="tel" inputMode="numeric" autoComplete="off" maxLength={20} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="email" label={t('users.field.email')} required rules={[formRule(t, emailProblem)]}>
            {/* Not type="email": the browser's own check would stop the submit before spec 5's message shows. */}
            <Input inputMode="email" autoComplete="off" maxLength={EMAIL_MAX + 20} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="startDate" label={t('users.field.startDate')}>
            <DatePicker style={{ width: '100%' }} placeholder={t('users.chooseDate')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="endDate"
            label={t('users.field.endDate')}
            dependencies={['startDate']}
            rules={[
              ({ getFieldValue }) =>
                formRule(t, (value: UserFields['endDate']) => endDateProblem(dayText(value), dayText(getFieldValue('startDate') as UserFields['startDate']))),
            ]}
          >
            <DatePicker style={{ width: '100%' }} placeholder={t('users.chooseDate')} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="status" label={t('users.field.status')}>
            <Radio.Group
              options={[
                { value: 1, label: t('users.status.enabled') },
                { value: 0, label: t('users.status.disabled') },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
