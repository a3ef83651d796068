import { Button, Form, Input } from 'antd';
import SparkMD5 from 'spark-md5';
import { useIntl } from 'react-intl';
import { useUpdateOwnPassword } from '../../../generated/endpoints/user/user';
import type { PasswordChange } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { formRule } from '../../lib/forms/formRule';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { confirmationProblem, newPasswordProblem, oldPasswordProblem } from './rules';

/**
 * Spec 2.8 "Change password" (spec 3 "Password change": oldPassword, newPassword, newPassword1), sent
 * as query parameters (updateOwnPassword), each as its md5. Spec 5's required messages, the contract's 6–16 rule and
 * the match are checked here; the server checks again and its msg ('The password is wrong', ...) is
 * toasted by the http client. On success 修改密码成功! (spec 8) and the fields are emptied.
 */
export function PasswordForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toast = useToast();
  const [form] = Form.useForm<PasswordChange>();
  const change = useUpdateOwnPassword();

  const submit = async (values: PasswordChange) => {
    if (change.isPending) return; // Enter in a field submits too
    try {
      // BladeX compares sha1 of what it is sent with its stored sha1(md5(password)): all three as md5.
      const md5 = (value: string) => SparkMD5.hash(value);
      await change.mutateAsync({ params: { oldPassword: md5(values.oldPassword), newPassword: md5(values.newPassword), newPassword1: md5(values.newPassword1) } });
    } catch (error) {
      if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
      return; // what was typed stays, so a mistyped old password is corrected, not typed again
    }
    toast.success(t('profile.password.saved'));
    form.resetFields();
  };

  return (
    <Form<PasswordChange> form={form} name="profilePassword" layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 480 }}>
      <Form.Item name="oldPassword" label={t('profile.field.oldPassword')} required rules={[formRule(t, oldPasswordProblem)]}>
        <Input.Password autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('profile.field.newPassword')}
        required
        rules={[formRule(t, newPasswordProblem)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="newPassword1"
        label={t('profile.field.newPassword1')}
        dependencies={['newPassword']}
        required
        rules={[({ getFieldValue }) => formRule(t, (value) => confirmationProblem(value, getFieldValue('newPassword') as string | undefined))]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('profile.password.save')}
      </Button>
    </Form>
  );
}
