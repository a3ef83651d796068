import { useQueryClient } from '@tanstack/react-query';
import { Col, DatePicker, Form, Input, Modal, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSubmitInform, useUpdateInform } from '../../../generated/endpoints/inform/inform';
import type { InformNotice, InformNoticeForm } from '../../../generated/model';
import { CompanyTreeSelect } from '../../components/CompanyTreeSelect';
import { useToast } from '../../components/feedback';
import { useDiscardConfirm } from '../../components/form/useDiscardConfirm';
import { formRule } from '../../lib/forms/formRule';
import { useFormName } from '../../lib/forms/useFormName';
import { showServerFieldError } from '../../lib/forms/showServerFieldError';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { invalidateNotices } from './informQueries';
import { CONTENT_MAX, contentProblem, endTimeProblem, SIGNATURE_MAX, signatureProblem, TITLE_MAX, titleProblem } from './rules';
import { textOf, TIME_FORMAT, timeOf } from './time';
import { UserPicker } from './UserPicker';
import { countedAs } from '../../lib/forms/textLength';

export type InformFormMode = { kind: 'add' } | { kind: 'edit'; notice: InformNotice };

type Values = {
  title: string;
  content: string;
  startTime: Dayjs | null;
  endTime: Dayjs | null;
  signature: string;
  deptIds: string[];
  userIds: string[];
};

const FIELDS = ['title', 'content', 'startTime', 'endTime', 'signature', 'deptIds', 'userIds'] as const;


/** The form's values in a comparable shape (times as text), to tell whether anything was changed. */
const snapshot = (values: Partial<Values>) =>
  JSON.stringify(FIELDS.map((name) => (name === 'startTime' || name === 'endTime' ? textOf(values[name]) : (values[name] ?? ''))));

/**
 * Add or edit a notice (spec 3, 5): title ≤ 50, content ≤ 2000 and signature ≤ 50 with counters; title
 * and signature not starting or ending with a space; the end time not before the start time; the push
 * selection of companies and users. A refusal naming a field shows under it; nothing typed is lost on
 * a failure; closing with changes asks first.
 */
export default function InformFormDialog({ mode, onClose }: { mode: InformFormMode; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useSubmitInform();
  const update = useUpdateInform();
  const [form] = Form.useForm<Values>();
  const formName = useFormName('notice');
  const [saving, setSaving] = useState(false);
  const { closeForm, holder } = useDiscardConfirm();
  const editing = mode.kind === 'edit' ? mode.notice : undefined;
  const [initialValues] = useState<Values>(() => ({
    title: editing?.title ?? '',
    content: editing?.content ?? '',
    startTime: timeOf(editing?.startTime),
    endTime: timeOf(editing?.endTime),
    signature: editing?.signature ?? '',
    deptIds: editing?.deptIds ?? [],
    userIds: editing?.userIds ?? [],
  }));
  const isDirty = () => snapshot(form.getFieldsValue(true) as Values) !== snapshot(initialValues);

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const fields: InformNoticeForm = {
      title: values.title,
      content: values.content,
      startTime: textOf(values.startTime),
      endTime: textOf(values.endTime),
      signature: values.signature || undefined,
      deptIds: values.deptIds ?? [],
      userIds: values.userIds ?? [],
    };
    setSaving(true);
    try {
      if (editing) await update.mutateAsync({ data: { ...fields, title: fields.title, content: fields.content, id: editing.id } });
      else await create.mutateAsync({ data: fields });
      invalidateNotices(queryClient);
      toast.success(t('action.saved'));
      onClose();
    } catch (error) {
      if (!showServerFieldError(form, error, FIELDS) && !reportedByHttpClient(error)) toast.error(t('error.unknown'));
    } finally {
      setSaving(false);
    }
  };

  const timeRule = formRule<Dayjs | null>(t, (end) => endTimeProblem(textOf(form.getFieldValue('startTime') as Dayjs | null), textOf(end)));

  return (
    <Modal
      open
      title={t(editing ? 'inform.form.editTitle' : 'inform.form.addTitle')}
      okText={t('action.save')}
      cancelText={t('action.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={() => void save()}
      onCancel={() => closeForm(isDirty(), onClose)}
      mask={{ closable: false }}
      width={760}
    >
      {holder}
      <Form<Values> name={formName} form={form} layout="vertical" initialValues={initialValues} scrollToFirstError>
        <Form.Item name="title" label={t('inform.field.title')} required rules={[formRule(t, titleProblem)]}>
          <Input autoFocus count={countedAs(TITLE_MAX)} autoComplete="off" />
        </Form.Item>
        <Form.Item name="content" label={t('inform.field.content')} required rules={[formRule(t, contentProblem)]}>
          <Input.TextArea autoSize={{ minRows: 5, maxRows: 12 }} count={countedAs(CONTENT_MAX)} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="startTime" label={t('inform.field.startTime')}>
              <DatePicker showTime format={TIME_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="endTime" label={t('inform.field.endTime')} dependencies={['startTime']} rules={[timeRule]}>
              <DatePicker showTime format={TIME_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="signature" label={t('inform.field.signature')} rules={[formRule(t, signatureProblem)]}>
          <Input count={countedAs(SIGNATURE_MAX)} autoComplete="off" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="deptIds" label={t('inform.field.deptIds')} extra={t('inform.receivers.deptHint')}>
              <CompanyTreeSelect placeholder={t('inform.receivers.deptPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="userIds" label={t('inform.field.userIds')} extra={t('inform.receivers.everyoneHint')}>
              <UserPicker />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
