import { Form, Input, Modal } from 'antd';
import { useIntl } from 'react-intl';
import { useHandleAlarmLogs } from '../../../generated/endpoints/alarm/alarm';
import type { AlarmHandleForm } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { okData } from '../../lib/http/okData';

/** What to acknowledge: chosen events, or every unhandled event a filter matches (the whole filtered set). */
export type HandleTarget = { kind: 'ids'; ids: string[] } | { kind: 'filter'; filter: NonNullable<AlarmHandleForm['filter']>; total: number };

const NOTE_MAX = 500;

/**
 * Acknowledging events (handleAlarmLogs) with the note of what was found and done (contract: 1-500
 * characters). Acknowledged and cleared are separate states: this only acknowledges. On a failure the
 * dialog stays open with the note as typed.
 */
export function HandleAlarmsDialog({ target, onClose, onDone }: { target: HandleTarget | null; onClose: () => void; onDone: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [form] = Form.useForm<{ note: string }>();
  const handle = useHandleAlarmLogs();
  const count = target?.kind === 'ids' ? target.ids.length : (target?.total ?? 0);

  const submit = async () => {
    const { note } = await form.validateFields();
    if (!target) return;
    const body: AlarmHandleForm = target.kind === 'ids' ? { ids: target.ids, note: note.trim() } : { filter: target.filter, note: note.trim() };
    try {
      const acknowledged = okData(await handle.mutateAsync({ data: body })).data ?? 0;
      toast.success(intl.formatMessage({ id: 'alarmLog.handle.done' }, { count: acknowledged }));
      form.resetFields();
      onDone();
    } catch {
      // The http client has shown the server's reason; the note stays for another try.
    }
  };

  return (
    <Modal
      open={target !== null}
      title={intl.formatMessage({ id: target?.kind === 'filter' ? 'alarmLog.handle.allTitle' : 'alarmLog.handle.title' }, { count })}
      okText={intl.formatMessage({ id: 'alarmLog.handle.ok' })}
      cancelText={intl.formatMessage({ id: 'alarmLog.handle.cancel' })}
      confirmLoading={handle.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden={false}
    >
      {target?.kind === 'filter' && <p>{intl.formatMessage({ id: 'alarmLog.handle.allHint' }, { count })}</p>}
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="note"
          label={intl.formatMessage({ id: 'alarmLog.handle.note' })}
          rules={[
            { required: true, whitespace: true, message: intl.formatMessage({ id: 'alarmLog.handle.noteRequired' }) },
            { max: NOTE_MAX, message: intl.formatMessage({ id: 'alarmLog.handle.noteTooLong' }, { max: NOTE_MAX }) },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={NOTE_MAX} placeholder={intl.formatMessage({ id: 'alarmLog.handle.notePlaceholder' })} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
