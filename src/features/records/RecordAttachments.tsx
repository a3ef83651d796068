// The record form's attachments, uploaded through the contract's resumable chunked upload
// (GET and POST file/upload, the same engine as the software dialog: md5 in a worker, hash and send
// progress, resume of what the server already holds) and kept with the record by identifier. The
// list shows each file's name and size (KB with 2 decimals, spec 2.6 / 9) with a remove button.
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Space, Typography, Upload } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ArchiveAttachmentRef } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { formatSizeKb } from '../../lib/chunkedUpload/chunkPlan';
import type { PendingUpload } from '../../lib/chunkedUpload/pendingUpload';
import { useChunkedUpload, type UploadEnd } from '../../lib/chunkedUpload/useChunkedUpload';
import { ATTACHMENT_MAX, ATTACHMENT_TAB, attachmentNameProblem } from './recordRules';

type Props = {
  /** Whether the form is open: an unfinished attachment upload is offered on opening. */
  open: boolean;
  /** Injected by the form item. */
  value?: ArchiveAttachmentRef[];
  onChange?: (next: ArchiveAttachmentRef[]) => void;
  /** Told when an upload starts and ends, so the form is not saved half-attached. */
  onBusyChange: (busy: boolean) => void;
  /** A label element naming the list (the form item's label). */
  labelId?: string;
};

/** Where the record form's unfinished upload is remembered, apart from the software upload's. */
const SLOT = 'recordAttachment';

export function RecordAttachments({ open, value = [], onChange = () => undefined, onBusyChange, labelId }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const upload = useChunkedUpload({ slot: SLOT });
  const [uploading, setUploading] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState<PendingUpload>();
  const progressId = useId();
  const { loadPending, cancel } = upload;
  const busy = uploading !== undefined;

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  useEffect(() => {
    if (!open) return cancel();
    let live = true;
    // Each opening starts without the last one's warning, and offers what did not finish.
    void loadPending().then((found) => {
      if (!live) return;
      setPending(found);
      setProblem(undefined);
    });
    return () => {
      live = false;
    };
  }, [open, loadPending, cancel]);

  /** spec 8's upload messages; a stored file (also one stored before: 文件已存在) is attached. */
  const attachWhen = (end: UploadEnd, ref: ArchiveAttachmentRef | undefined, current: ArchiveAttachmentRef[]) => {
    switch (end) {
      case 'success':
      case 'exists':
        if (ref) onChange([...current.filter((a) => a.identifier !== ref.identifier), ref]);
        return;
      case 'failed':
        toast.warning(t('software.upload.failed'));
        return;
      case 'requestFailed':
        // The http client has said why if the server did; what arrived stays resumable.
        setProblem(t('records.attachments.interrupted'));
        return;
      case 'error':
        toast.error(t('downAndLoad.failure'));
        return;
      case 'cancelled':
        return;
    }
  };

  const choose = async (file: File) => {
    setProblem(undefined);
    if (value.length >= ATTACHMENT_MAX) return setProblem(t('records.attachments.tooMany', { max: ATTACHMENT_MAX }));
    if (file.size === 0) return setProblem(t('software.upload.fileEmpty'));
    const nameProblem = attachmentNameProblem(file.name);
    if (nameProblem) return setProblem(t(nameProblem));
    setPending(undefined);
    setUploading(file.name);
    const { end, identifier } = await upload.upload(file, ATTACHMENT_TAB);
    setUploading(undefined);
    if (identifier && value.some((a) => a.identifier === identifier)) return setProblem(t('records.attachments.duplicate', { name: file.name }));
    attachWhen(end, identifier ? { identifier, name: file.name, size: file.size } : undefined, value);
  };

  const resume = async (found: PendingUpload) => {
    setPending(undefined);
    setProblem(undefined);
    if (value.length >= ATTACHMENT_MAX) return setProblem(t('records.attachments.tooMany', { max: ATTACHMENT_MAX }));
    setUploading(found.filename);
    const end = await upload.resume(found);
    setUploading(undefined);
    attachWhen(end, { identifier: found.identifier, name: found.filename, size: found.size }, value);
  };

  const discard = async () => {
    setPending(undefined);
    await upload.discardPending();
  };

  const { hashPercent, sendPercent, resumedChunks, phase } = upload.state;

  return (
    <div>
      {pending && !busy && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('records.attachments.pending', { name: pending.filename, size: formatSizeKb(pending.size) })}
          action={
            <Space>
              <Button size="small" type="primary" onClick={() => void resume(pending)}>
                {t('records.attachments.resume')}
              </Button>
              <Button size="small" onClick={() => void discard()}>
                {t('records.attachments.discard')}
              </Button>
            </Space>
          }
        />
      )}
      {value.length > 0 && (
        <ul aria-labelledby={labelId} style={{ listStyle: 'none', margin: '0 0 8px', padding: 0 }}>
          {value.map((attachment) => (
            <li key={attachment.identifier} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
              <Space>
                <PaperClipOutlined aria-hidden />
                <Typography.Text>{attachment.name}</Typography.Text>
                <Typography.Text type="secondary">{t('records.attachments.size', { size: formatSizeKb(attachment.size) })}</Typography.Text>
              </Space>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('records.attachments.remove', { name: attachment.name })}
                onClick={() => onChange(value.filter((a) => a.identifier !== attachment.identifier))}
                disabled={busy}
              />
            </li>
          ))}
        </ul>
      )}
      {busy && phase !== 'idle' && (
        <div role="group" aria-label={t('records.attachments.uploading', { name: uploading })} style={{ marginBottom: 8 }}>
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Typography.Text>{t('records.attachments.uploading', { name: uploading })}</Typography.Text>
            <Button size="small" onClick={() => upload.cancel()}>
              {t('records.attachments.cancelUpload')}
            </Button>
          </Space>
          <Typography.Text type="secondary" id={`${progressId}-hash`}>
            {t('software.upload.hashing')}
          </Typography.Text>
          <Progress percent={hashPercent} size="small" aria-labelledby={`${progressId}-hash`} />
          <Typography.Text type="secondary" id={`${progressId}-send`}>
            {t('software.upload.sending')}
          </Typography.Text>
          <Progress percent={sendPercent} size="small" aria-labelledby={`${progressId}-send`} status={phase === 'sending' ? 'active' : 'normal'} />
          {resumedChunks > 0 && <Typography.Text type="secondary">{t('software.upload.resumed', { count: resumedChunks })}</Typography.Text>}
        </div>
      )}
      {problem && <Alert type="warning" showIcon title={problem} style={{ marginBottom: 8 }} />}
      <Upload
        fileList={[]}
        showUploadList={false}
        beforeUpload={(file) => {
          void choose(file);
          return Upload.LIST_IGNORE;
        }}
        disabled={busy || value.length >= ATTACHMENT_MAX}
      >
        <Button icon={<UploadOutlined />} disabled={busy || value.length >= ATTACHMENT_MAX}>
          {t('records.attachments.choose')}
        </Button>
      </Upload>
    </div>
  );
}
