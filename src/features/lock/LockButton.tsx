import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { appConfig } from '../../lib/config';
import { useLockStore } from '../../stores/lock';

/** spec 4 / 9: the lock page follows 0.1 s after the lock is set. */
export function scheduleLockRedirect(go: () => void, delay: number = appConfig.lockRedirectDelayMs) {
  return setTimeout(go, delay);
}

/** spec 2.5 / 4: the top bar's lock button opens the dialog that sets the lock password. */
export function LockButton() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const lock = useLockStore((s) => s.lock);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  const submit = async ({ password }: { password: string }) => {
    await lock(password);
    setOpen(false);
    form.resetFields();
    scheduleLockRedirect(() => void navigate('/lock'));
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
