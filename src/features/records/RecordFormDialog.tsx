// Add or edit an archive record - the device (of the tree's company), its kind, title, when the
// work was done, who did it, the outcome, what was done and the files kept with it (uploaded through the
// chunked upload, RecordAttachments), with the contract's limits (spec 5's shared text rules). Editing
// reads the record first (getRecordDetail).
// A refusal of the server is said by the http client; nothing typed is lost.
import { DatePicker, Form, Input, Modal, Radio, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetRecordDetail, useSubmitRecord } from '../../../generated/endpoints/record/record';
import { RecordType, type ArchiveAttachmentRef, type ArchiveRecord, type ArchiveRecordForm } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { useDiscardConfirm } from '../../components/form/useDiscardConfirm';
import { LoadFailure } from '../../components/LoadFailure';
import { DeviceSelect } from '../../components/monitor/DeviceSelect';
import { formRule } from '../../lib/forms/formRule';
import { textProblem, type TextRule } from '../../lib/forms/textProblem';
import { okData } from '../../lib/http/okData';
import { recordTypeLabel } from '../../lib/monitor/labels';
import { formatDateTime, parseDateTime } from '../../lib/monitor/timeRange';
import { useSessionStore } from '../../stores/session';
import { RecordAttachments } from './RecordAttachments';
import { ATTACHMENT_MAX, RECORD_LIMITS } from './recordRules';

type Values = {
  deviceId?: string;
  type?: RecordType;
  title?: string;
  recordTime?: Dayjs;
  operator?: string;
  result?: string;
  content?: string;
  attachments?: ArchiveAttachmentRef[];
};

type Props = {
  open: boolean;
  /** The record to edit (read afresh); undefined adds one. */
  recordId: string | undefined;
  /** The company whose devices may be chosen (the tree's choice). */
  deptId: string | undefined;
  onClose: () => void;
  onSaved: () => void;
};

const valuesOf = (record: ArchiveRecord): Values => ({
  deviceId: record.deviceId,
  type: record.type,
  title: record.title,
  recordTime: parseDateTime(record.recordTime),
  operator: record.operator,
  result: record.result,
  content: record.content,
  // The references the form sends: the record's attachments without their stored paths.
  attachments: (record.attachments ?? []).map(({ identifier, name, size }) => ({ identifier, name, size })),
});

/** Optional texts: sent when something is there, left out otherwise (the server clears what is left out). */
const optional = <K extends string>(key: K, value: string | undefined) => (value?.trim() ? { [key]: value.trim() } : {}) as Partial<Record<K, string>>;

export function RecordFormDialog({ open, recordId, deptId, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const me = useSessionStore((s) => s.userInfo?.nick_name || s.userInfo?.account || '');
  const [form] = Form.useForm<Values>();
  const { closeForm, holder } = useDiscardConfirm();
  const submit = useSubmitRecord();
  const editing = open && recordId !== undefined;
  const detail = useGetRecordDetail({ id: recordId ?? '' }, { query: { enabled: editing, select: (reply) => okData(reply).data } });
  const [uploading, setUploading] = useState(false);
  const attachmentsLabel = useId();

  // Each opening fills the form once: the record read for it, or a new record's defaults (done now, by
  // me). A hidden tab shown again, or a refetch of the same record, keeps what was typed. The record as
  // the server has it now: a copy kept from before a save is being read again when the form opens, and
  // filling the form from it would show (and save again) the old text.
  const appliedFor = useRef<string | null>(null);
  const record = editing ? detail.data : undefined;
  const reading = editing && detail.isFetching;
  useEffect(() => {
    const key = !open ? null : recordId === undefined ? 'new' : record && !reading ? `${record.id}` : 'loading';
    if (key === appliedFor.current || key === 'loading') return;
    appliedFor.current = key;
    if (key === null) return;
    form.resetFields();
    form.setFieldsValue(record ? valuesOf(record) : { type: RecordType.inspection, recordTime: dayjs().second(0), operator: me, attachments: [] });
  }, [open, recordId, record, reading, form, me]);

  const rule = (field: string, limits: TextRule) => formRule((id) => t(id, { max: limits.max, field: t(field) }), textProblem(limits));

  const save = async (values: Values) => {
    const body: ArchiveRecordForm = {
      ...(recordId ? { id: recordId } : {}),
      deviceId: values.deviceId ?? '',
      type: values.type ?? RecordType.inspection,
      title: values.title ?? '',
      recordTime: values.recordTime ? formatDateTime(values.recordTime.second(0)) : '',
      operator: values.operator ?? '',
      ...optional('result', values.result),
      ...optional('content', values.content),
      ...(values.attachments?.length ? { attachments: values.attachments } : {}),
    };
    try {
      await submit.mutateAsync({ data: body });
    } catch {
      return; // said by the http client (spec 8); the dialog stays open with what was typed
    }
    toast.success(t(recordId ? 'records.form.updated' : 'records.form.created', { name: body.title }));
    onSaved();
  };

  const close = () => closeForm(form.isFieldsTouched(), onClose);
  const loading = editing && detail.isPending;
  const failed = editing && detail.isError;

  return (
    <Modal
      open={open}
      title={t(recordId ? 'records.form.editTitle' : 'records.form.addTitle')}
      onCancel={close}
      onOk={() => form.submit()}
      okText={t('records.form.save')}
      cancelText={t('records.form.cancel')}
      okButtonProps={{ disabled: loading || failed || uploading, title: uploading ? t('records.attachments.busy') : undefined }}
      confirmLoading={submit.isPending}
      width={720}
      // Kept mounted, so the form is there for the values of each opening (applied above).
      forceRender
    >
      {holder}
      {loading && <Skeleton active paragraph={{ rows: 8 }} />}
      {failed && <LoadFailure message={t('records.detail.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />}
      <Form<Values> form={form} name="recordForm" layout="vertical" onFinish={(values) => void save(values)} requiredMark hidden={loading || failed}>
        <Form.Item name="deviceId" label={t('records.field.device')} rules={[{ required: true, message: t('records.field.device.required') }]}>
          <DeviceSelectField deptId={deptId} label={t('records.field.device')} />
        </Form.Item>
        <Form.Item name="type" label={t('records.field.type')} rules={[{ required: true, message: t('records.field.type.required') }]}>
          <Radio.Group optionType="button" options={Object.values(RecordType).map((type) => ({ value: type, label: t(recordTypeLabel(type)) }))} />
        </Form.Item>
        <Form.Item name="title" label={t('records.field.title')} required rules={[rule('records.field.title', RECORD_LIMITS.title)]}>
          <Input maxLength={RECORD_LIMITS.title.max + 1} autoComplete="off" placeholder={t('records.field.title.placeholder')} />
        </Form.Item>
        <Form.Item
          name="recordTime"
          label={t('records.field.recordTime')}
          rules={[{ required: true, message: t('records.field.recordTime.required') }]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(day) => day.isAfter(dayjs(), 'day')} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="operator" label={t('records.field.operator')} required rules={[rule('records.field.operator', RECORD_LIMITS.operator)]}>
          <Input maxLength={RECORD_LIMITS.operator.max + 1} autoComplete="off" style={{ maxWidth: 320 }} />
        </Form.Item>
        <Form.Item name="result" label={t('records.field.result')} rules={[rule('records.field.result', RECORD_LIMITS.result)]}>
          <Input maxLength={RECORD_LIMITS.result.max + 1} autoComplete="off" placeholder={t('records.field.result.placeholder')} />
        </Form.Item>
        <Form.Item name="content" label={t('records.field.content')} rules={[rule('records.field.content', RECORD_LIMITS.content)]}>
          <Input.TextArea rows={4} showCount maxLength={RECORD_LIMITS.content.max} />
        </Form.Item>
        <Form.Item name="attachments" label={<span id={attachmentsLabel}>{t('records.field.attachments')}</span>} extra={t('records.field.attachments.extra', { max: ATTACHMENT_MAX })}>
          <RecordAttachments open={open} onBusyChange={setUploading} labelId={attachmentsLabel} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** DeviceSelect as a Form.Item control (value / onChange injected by the form item). */
function DeviceSelectField({ deptId, label, value, onChange, id }: { deptId?: string; label: string; value?: string; onChange?: (id: string | undefined) => void; id?: string }) {
  return <DeviceSelect deptId={deptId} label={label} id={id} value={value} onChange={(next) => onChange?.(next)} />;
}
