import { useQueryClient } from '@tanstack/react-query';
import { Button, Col, Form, Input, Row } from 'antd';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { getGetCurrentUserQueryKey, useUpdateOwnInfo } from '../../../generated/endpoints/user/user';
import type { UserProfile } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { formRule } from '../../lib/forms/formRule';
import { fieldsOf, updateFormOf, type ProfileFields } from './profileForm';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { EMAIL_MAX, emailProblem, phoneProblem, roleProblem } from './rules';

type RoleInputProps = {
  roleName: string | undefined;
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
};

/**
 * The role, read-only: the form holds its id (validated, sent back), the field shows its name.
 * Form.Item also passes the id's value; only the control's id and aria-* are taken from it.
 */
function RoleInput({ roleName, id, 'aria-invalid': invalid, 'aria-describedby': describedBy, 'aria-required': required }: RoleInputProps) {
  return <Input readOnly id={id} value={roleName ?? ''} aria-invalid={invalid} aria-describedby={describedBy} aria-required={required} />;
}

type Props = { profile: UserProfile; roleName: string | undefined };

/**
 * Spec 2.8 "Personal information": name, account, role and enterprise read-only; phone and email
 * editable with the rules of spec 5. Saving sends the fetched profile with the edited phone and email;
 * on success 修改信息成功! (spec 8) and the profile is fetched again, on failure the server's msg
 * (toasted by the http client) and the form stays as typed.
 */
export function ProfileInfoForm({ profile, roleName }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileFields>();
  const update = useUpdateOwnInfo();

  // The form shows what the server holds whenever that changes (the refetch after a save), once per new
  // value: a hidden tab's effects run again when it is shown (<Activity>), and re-applying the same
  // profile then would wipe what was typed before the switch. The first value is the initialValues.
  const appliedProfile = useRef(profile);
  useEffect(() => {
    if (appliedProfile.current === profile) return;
    appliedProfile.current = profile;
    form.setFieldsValue(fieldsOf(profile));
  }, [form, profile]);

  const save = async (values: ProfileFields) => {
    if (update.isPending) return; // Enter in a field submits too
    try {
      await update.mutateAsync({ data: updateFormOf(profile, values) });
    } catch (error) {
      if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
      return;
    }
    toast.success(t('profile.info.saved'));
    void queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
  };

  const readOnly = (name: keyof ProfileFields, label: string) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={t(label)}>
        <Input readOnly />
      </Form.Item>
    </Col>
  );

  return (
    <Form<ProfileFields> form={form} name="profileInfo" layout="vertical" initialValues={fieldsOf(profile)} onFinish={(values) => void save(values)} style={{ maxWidth: 720 }}>
      <Row gutter={16}>
        {readOnly('realName', 'profile.field.realName')}
        {readOnly('account', 'profile.field.account')}
        <Col xs={24} md={12}>
          <Form.Item name="roleId" label={t('profile.field.role')} required rules={[formRule(t, roleProblem)]}>
            <RoleInput roleName={roleName} />
          </Form.Item>
        </Col>
        {readOnly('deptName', 'profile.field.deptName')}
        {readOnly('fullName', 'profile.field.fullName')}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('profile.field.phone')} required rules={[formRule(t, phoneProblem)]}>
            <Input type="tel" inputMode="numeric" autoComplete="tel" maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('profile.field.email')} required rules={[formRule(t, emailProblem)]}>
            {/* Not type="email": the browser's own check would stop the submit before spec 5's message shows. */}
            <Input inputMode="email" autoComplete="email" maxLength={EMAIL_MAX} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('profile.info.save')}
      </Button>
    </Form>
  );
}
