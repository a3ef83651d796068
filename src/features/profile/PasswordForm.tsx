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
 * What goes on the wire: the md5 of each of the three, as the BladeX Vue console sends them (the server
 * compares sha1(old) with the stored sha1(md5(password)) and stores sha1(new); plain text never matches).
 */
const hashedPasswordChange = (values: PasswordChange): PasswordChange => ({
  oldPassword: SparkMD5.hash(values.oldPassword),
  newPassword: SparkMD5.hash(values.newPassword),
  newPassword1: SparkMD5.hash(values.newPassword1),
});

/**
 * Spec 2.8 "Change password" (spec 3 "Password change": oldPassword, newPassword, newPassword1), sent
 * as query parameters (updateOwnPassword), each as its md5. Spec 5's required messages, the 6–16 rule
 * and the match are checked here on what was typed; the server checks again and its msg ('The password
 * is wrong', ...) is toasted by the http client. On success 修改密码成功! (spec 8) and the fields are emptied.
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
      await change.mutateAsync({ params: hashedPasswordChange(values) });
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
