import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import SparkMD5 from 'spark-md5';
import { getGetDepartmentTreeQueryKey, useRemoveDepartment } from '../../../generated/endpoints/department/department';
import { useVerifyDeletionPassword } from '../../../generated/endpoints/user/user';
import { useToast } from '../../components/feedback';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { okData } from '../../lib/http/okData';
import { useCompanySelection, type BreadcrumbEntry } from '../../stores/companySelection';
import { useCooldown } from '../../lib/useCooldown';

type Props = { entry: BreadcrumbEntry; onClose: () => void };

/**
 * Spec 4 (Department delete): confirm, then the signed-in user's password, checked by the md5 call
 * (verifyDeletionPassword; a truthy reply allows deletion). Spec 8: empty gives userManagement.psd,
 * wrong gives tips.err, one message at a time - the message sits under the field and replaces the
 * previous one rather than stacking toasts. On success the node leaves the tree and the breadcrumb pops.
 */
export default function DeleteDepartmentDialog({ entry, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const forget = useCompanySelection((s) => s.forget);
  const [step, setStep] = useState<'confirm' | 'password'>('confirm');
  const [form] = Form.useForm<{ password: string }>();
  const verify = useVerifyDeletionPassword();
  const remove = useRemoveDepartment();
  // Spec 9: after a wrong password the button waits 3 s (and guessing slows down).
  const [coolingDown, startCooldown] = useCooldown();
  const busy = verify.isPending || remove.isPending;

  const submit = async () => {
    let password: string;
    try {
      ({ password } = await form.validateFields());
    } catch {
      return; // the rule's message (userManagement.psd) is shown under the field
    }
    try {
      // Spec 7: "A truthy reply allows deletion" (true, 1, a non-empty string: whatever the server sends).
      const allowed = Boolean(okData(await verify.mutateAsync({ params: { password: SparkMD5.hash(password) } })).data);
      if (!allowed) {
        form.setFields([{ name: 'password', errors: [t('tips.err')] }]);
        startCooldown();
        return;
      }
      await remove.mutateAsync({ params: { id: entry.id } });
    } catch (error) {
      // Nothing is lost: the dialog stays open with what was typed.
      if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
      return;
    }
    toast.success(t('department.delete.success'));
    forget(entry.id);
    void queryClient.invalidateQueries({ queryKey: getGetDepartmentTreeQueryKey() });
    onClose();
  };

  if (step === 'confirm') {
    return (
      <Modal
        open
        title={t('department.delete.confirmTitle')}
        okText={t('department.delete.ok')}
        cancelText={t('department.delete.cancel')}
        okButtonProps={{ danger: true }}
        onOk={() => setStep('password')}
        onCancel={onClose}
        width={440}
      >
        <Alert type="warning" showIcon title={t('department.delete.confirm', { name: entry.label })} />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t('department.delete.passwordTitle')}
      okText={t('department.delete.verify')}
      cancelText={t('department.delete.cancel')}
      okButtonProps={{ danger: true, loading: busy, disabled: coolingDown }}
      onOk={() => void submit()}
      onCancel={onClose}
      width={440}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('department.delete.passwordHint', { name: entry.label })}</Typography.Paragraph>
      <Form form={form} name="deletePassword" layout="vertical" onFinish={() => void submit()} requiredMark={false}>
        <Form.Item
          name="password"
          label={t('department.delete.password')}
          // spec 5: the deletion password cannot be empty
          rules={[{ required: true, message: t('userManagement.psd') }]}
          validateTrigger="onSubmit"
        >
          <Input.Password autoFocus autoComplete="current-password" onChange={() => form.setFields([{ name: 'password', errors: [] }])} />
        </Form.Item>
        {/* Enter submits */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
