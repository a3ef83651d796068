import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { AntdScope } from '../../components/AntdScope';
import { clearLocalSession } from '../../lib/session';
import { appConfig } from '../../platform/config';
import { useLockStore } from '../../stores/lock';
import { useSessionStore } from '../../stores/session';

/** spec 2.1 /lock: the lock screen; unlocking needs the lock password. */
export default function LockPage() {
  return (
    <AntdScope>
      <LockScreen />
    </AntdScope>
  );
}

function LockScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const unlock = useLockStore((s) => s.unlock);
  const user = useSessionStore((s) => s.userInfo);
  const [error, setError] = useState<string>();

  const submit = async ({ password }: { password: string }) => {
    if (await unlock(password)) void navigate(appConfig.homePath, { replace: true });
    else setError(t('lock.wrongPassword'));
  };
  const logOut = () => {
    clearLocalSession();
    void navigate('/login', { replace: true });
  };

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, #1f3b63 0%, #409eff 100%)' }}>
      <section aria-labelledby="lock-title" style={{ width: 'min(360px, 90vw)', padding: 28, borderRadius: 8, background: '#fff', textAlign: 'center' }}>
        <LockOutlined style={{ fontSize: 40, color: '#409EFF' }} aria-hidden />
        <Typography.Title id="lock-title" level={3} style={{ marginTop: 12 }}>
          {t('lock.locked')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{user?.nick_name ?? user?.account}</Typography.Paragraph>
        <Form layout="vertical" onFinish={(values: { password: string }) => void submit(values)} requiredMark={false}>
          <Form.Item
            name="password"
            label={t('lock.password')}
            rules={[{ required: true, message: t('lock.passwordRequired') }]}
            validateStatus={error ? 'error' : undefined}
            help={error}
          >
            <Input.Password autoFocus placeholder={t('lock.hint')} onChange={() => setError(undefined)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            {t('lock.unlock')}
          </Button>
        </Form>
        <Button type="link" onClick={logOut} style={{ marginTop: 8 }}>
          {t('lock.logout')}
        </Button>
      </section>
    </main>
  );
}
