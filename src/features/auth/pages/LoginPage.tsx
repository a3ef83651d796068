import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Spin } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { completeSignIn } from '../../../app/session';
import { appConfig } from '../../../lib/config';
import { useToast } from '../../../components/feedback';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { useSignInFlow, type SignInForm } from '../hooks/useSignInFlow';
import styles from './LoginPage.module.css';

export default function LoginPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const message = useToast();
  const navigate = useNavigate();
  const [form] = Form.useForm<SignInForm>();
  const { captcha, mutation } = useSignInFlow();

  const onFinish = async (values: SignInForm) => {
    let reply;
    try {
      reply = await mutation.mutateAsync(values);
    } catch {
      form.setFieldValue('captcha', ''); // the http client already showed the server's reason
      return;
    }
    // spec 4: a reply carrying error_description shows it and stores nothing.
    if ('error_description' in reply || !reply.access_token) {
      void message.error(('error_description' in reply && reply.error_description) || t('error.unknown'));
      form.setFieldValue('captcha', '');
      return;
    }
    completeSignIn(reply);
    void navigate(appConfig.homePath, { replace: true });
  };

  const captchaImage = captcha.data?.image;
  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {t('app.title')}
        </h1>
        <p className={styles.welcome}>{t('login.welcome')}</p>
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} aria-label={t('login.title')}>
          <Form.Item name="account" label={t('login.account')} rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}>
            <Input prefix={<UserOutlined />} placeholder={t('login.accountPlaceholder')} autoComplete="username" size="large" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" size="large" />
          </Form.Item>
          {appConfig.captchaMode && (
            <Form.Item label={t('login.captcha')} required>
              <div className={styles.captchaRow}>
                <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}>
                  <Input prefix={<SafetyOutlined />} placeholder={t('login.captchaPlaceholder')} aria-label={t('login.captcha')} size="large" maxLength={8} />
                </Form.Item>
                <button type="button" className={styles.captchaButton} onClick={() => void captcha.refetch()} aria-label={t('login.captchaImage')}>
                  {captchaImage && !captcha.isFetching ? (
                    <img src={captchaImage} alt={t('login.captchaImage')} className={styles.captchaImage} />
                  ) : (
                    <Spin size="small" aria-label={t('login.captchaLoading')} />
                  )}
                </button>
              </div>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block size="large" loading={mutation.isPending}>
            {mutation.isPending ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form>
      </section>
    </main>
  );
}
