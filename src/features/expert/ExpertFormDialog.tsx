// Add or edit an expert entry - fault type, the kind of machine it applies to (or any), the
// monitor item type whose values show it, symptoms, causes and advice, with the contract's limits
// (spec 5's shared text rules). A refusal of the server is said by the http client; nothing typed is lost.
import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSubmitExpert } from '../../../generated/endpoints/expert/expert';
import type { ExpertEntry, ExpertForm } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { useDiscardConfirm } from '../../components/form/useDiscardConfirm';
import { formRule } from '../../lib/forms/formRule';
import { textProblem, type TextRule } from '../../lib/forms/textProblem';
import { useItemTypes } from '../../lib/monitor/useItemTypes';
import { EXPERT_LIMITS } from './expertRules';

type Values = { faultType?: string; deviceType?: string; itemType?: number; symptoms?: string; causes?: string; advice?: string };

type Props = {
  /** The entry to edit; undefined adds one. Only read when the dialog opens. */
  entry: ExpertEntry | undefined;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
};

const valuesOf = (entry: ExpertEntry | undefined): Values =>
  entry
    ? { faultType: entry.faultType, deviceType: entry.deviceType, itemType: entry.itemType, symptoms: entry.symptoms, causes: entry.causes, advice: entry.advice }
    : {};

export function ExpertFormDialog({ entry, open, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const { closeForm, holder } = useDiscardConfirm();
  const itemTypes = useItemTypes();
  const submit = useSubmitExpert();

  // The entry's values go into the form once per opening (a hidden tab shown again keeps what was typed).
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    const key = open ? (entry?.id ?? 'new') : null;
    if (key === appliedFor.current) return;
    appliedFor.current = key;
    if (key !== null) {
      form.resetFields();
      form.setFieldsValue(valuesOf(entry));
    }
  }, [open, entry, form]);

  const rule = (field: string, limits: TextRule) => formRule((id) => t(id, { max: limits.max, field: t(field) }), textProblem(limits));

  const save = async (values: Values) => {
    const body: ExpertForm = {
      ...(entry ? { id: entry.id } : {}),
      faultType: values.faultType ?? '',
      itemType: values.itemType ?? 0,
      symptoms: values.symptoms ?? '',
      causes: values.causes ?? '',
      advice: values.advice ?? '',
      ...(values.deviceType?.trim() ? { deviceType: values.deviceType.trim() } : {}),
    };
    try {
      await submit.mutateAsync({ data: body });
    } catch {
      return; // said by the http client (spec 8); the dialog stays open with what was typed
    }
    toast.success(t(entry ? 'expert.form.updated' : 'expert.form.created', { name: body.faultType }));
    onSaved();
  };

  const close = () => closeForm(form.isFieldsTouched(), onClose);

  return (
    <Modal
      open={open}
      title={t(entry ? 'expert.form.editTitle' : 'expert.form.addTitle')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('expert.form.save')}
      cancelText={t('expert.form.cancel')}
      confirmLoading={submit.isPending}
      width={720}
      // Kept mounted, so the form is there for the values of each opening (applied above).
      forceRender
    >
      {holder}
      <Form<Values> form={form} name="expertForm" layout="vertical" onFinish={(values) => void save(values)} requiredMark>
        <Form.Item name="faultType" label={t('expert.field.faultType')} required rules={[rule('expert.field.faultType', EXPERT_LIMITS.faultType)]}>
          <Input maxLength={EXPERT_LIMITS.faultType.max + 1} autoComplete="off" placeholder={t('expert.field.faultType.placeholder')} />
        </Form.Item>
        <Form.Item
          name="itemType"
          label={t('expert.field.itemType')}
          rules={[{ required: true, message: t('expert.field.itemType.required') }]}
          validateStatus={itemTypes.failed ? 'error' : undefined}
          help={itemTypes.failed ? t('expert.itemTypes.failed') : undefined}
        >
          <Select options={itemTypes.options} loading={itemTypes.loading} placeholder={t('expert.field.itemType.placeholder')} />
        </Form.Item>
        <Form.Item
          name="deviceType"
          label={t('expert.field.deviceType')}
          extra={t('expert.field.deviceType.extra')}
          rules={[rule('expert.field.deviceType', EXPERT_LIMITS.deviceType)]}
        >
          <Input maxLength={EXPERT_LIMITS.deviceType.max + 1} autoComplete="off" placeholder={t('expert.field.deviceType.placeholder')} />
        </Form.Item>
        <Form.Item name="symptoms" label={t('expert.field.symptoms')} required rules={[rule('expert.field.symptoms', EXPERT_LIMITS.symptoms)]}>
          <Input.TextArea rows={3} showCount maxLength={EXPERT_LIMITS.symptoms.max} />
        </Form.Item>
        <Form.Item name="causes" label={t('expert.field.causes')} required rules={[rule('expert.field.causes', EXPERT_LIMITS.causes)]}>
          <Input.TextArea rows={3} showCount maxLength={EXPERT_LIMITS.causes.max} />
        </Form.Item>
        <Form.Item name="advice" label={t('expert.field.advice')} required rules={[rule('expert.field.advice', EXPERT_LIMITS.advice)]}>
          <Input.TextArea rows={4} showCount maxLength={EXPERT_LIMITS.advice.max} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
