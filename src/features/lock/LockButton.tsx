import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { appConfig } from '../../platform/config';
import { useLockStore } from '../../stores/lock';

/**
 * spec 4 / 9: the lock page follows 0.1 s after the lock is set.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function scheduleLockRedirect(go: () => void, delay: number = appConfig.lockRedirectDelayMs) {
  return setTimeout(go, delay);
}

/** spec 2.5 / 4: the top bar's lock button opens the dialog that sets the lock password. */
export function LockButton() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const setLockPassword = useLockStore((s) => s.setLockPassword);
  const engageLock = useLockStore((s) => s.engageLock);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = async ({ password }: { password: string }) => {
    await setLockPassword(password);
    setOpen(false);
    form.resetFields();
    // The locked state and the lock page come together after 0.1 s: locking at once would let the
    // route guard jump to /lock first and this timer push /lock a second time.
    clearTimeout(redirect.current);
    redirect.current = scheduleLockRedirect(() => {
      engageLock();
      void navigate('/lock', { replace: true });
    });
  };

  return (
    <>
      <Button type="text" icon={<LockOutlined />} aria-label={t('lock.action')} title={t('lock.action')} onClick={() => setOpen(true)} style={{ color: 'inherit' }} />
      <Modal
        open={open}
        title={t('lock.title')}
        okText={t('lock.ok')}
        cancelText={t('lock.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item name="password" label={t('lock.password')} rules={[{ required: true, message: t('lock.passwordRequired') }]}>
            <Input.Password autoFocus autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
