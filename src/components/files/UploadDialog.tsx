// spec 2.6, 4, 5, 8: the upload dialog — a version number, one file, md5 and sending progress, the
// spec's messages, and the offer to resume an upload that a reload or a network failure interrupted.
// Shared by the top bar's software dialog and the file management page (/monitor/file/index): both
// list the same files (file/list) and upload through the same resumable chunked upload.
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Progress, Space, Typography, Upload, type UploadFile } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../feedback';
import { formRule } from '../../lib/forms/formRule';
import { formatSizeKb } from '../../lib/chunkedUpload/chunkPlan';
import type { PendingUpload } from '../../lib/chunkedUpload/pendingUpload';
import { useChunkedUpload, type UploadEnd } from '../../lib/chunkedUpload/useChunkedUpload';
import { fileNameProblem, FILE_NAME_MAX_LENGTH, versionProblem, VERSION_MAX_LENGTH } from '../../lib/chunkedUpload/versionRule';

/** spec 2.6, 9: the chooser's limit; the last chosen file is the one kept. */
const CHOOSER_LIMIT = 2;

type Props = {
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
  /** The dialog's title; the software dialog's 上传软件 when not given. */
  title?: string;
};
type Values = { tab: string };

export default function UploadDialog({ open, onClose, onUploaded, title }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [fileError, setFileError] = useState<string>();
  const [pending, setPending] = useState<PendingUpload>();
  const upload = useChunkedUpload();
  const labelId = useId();
  const busy = upload.state.phase !== 'idle';
  const { loadPending } = upload;

  // An upload that did not finish (reload, network failure, dialog closed) is offered on opening.
  useEffect(() => {
    if (!open) return;
    let live = true;
    void loadPending().then((found) => live && setPending(found));
    return () => {
      live = false;
    };
  }, [open, loadPending]);

  const close = () => {
    upload.cancel();
    form.resetFields();
    setFiles([]);
    setFileError(undefined);
    onClose();
  };

  /** spec 4 and 8: what the operator is told, and whether the dialog closes. */
  const finish = (end: UploadEnd) => {
    switch (end) {
      case 'success':
        toast.success(t('software.upload.success'));
        onUploaded();
        return close();
      case 'exists':
        toast.warning(t('software.upload.exists'));
        return close();
      case 'failed':
        toast.warning(t('software.upload.failed'));
        return close();
      case 'requestFailed':
        // spec 8: a failed chunk request closes the dialog silently (the http client has shown the
        // server's msg if there was one); the acknowledged chunks stay resumable.
        return close();
      case 'error':
        toast.error(t('downAndLoad.failure'));
        return;
      case 'cancelled':
        return;
    }
  };

  const submit = async ({ tab }: Values) => {
    const file = files.at(-1)?.originFileObj;
    if (!file) return setFileError(t('software.upload.fileRequired'));
    if (file.size === 0) return setFileError(t('software.upload.fileEmpty'));
    // The contract stores at most 255 characters of a name: a longer one is refused here, in words.
    const nameProblem = fileNameProblem(file.name);
    if (nameProblem) return setFileError(t(nameProblem, { max: FILE_NAME_MAX_LENGTH }));
    setPending(undefined);
    finish(await upload.start(file, tab.trim()));
  };

  const resume = async (found: PendingUpload) => {
    setPending(undefined);
    finish(await upload.resume(found));
  };

  const discard = async () => {
    setPending(undefined);
    await upload.discardPending();
  };

  const { hashPercent, sendPercent, resumedChunks, phase } = upload.state;

  return (
    <Modal
      open={open}
      title={title ?? t('software.upload.title')}
      onCancel={close}
      mask={{ closable: !busy }}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{t('software.upload.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>
            {t('software.upload.submit')}
          </Button>
        </Space>
      }
    >
      {pending && !busy && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('software.pending.title')}
          description={t('software.pending.description', { name: pending.filename, tab: pending.tab, size: formatSizeKb(pending.size) })}
          action={
            <Space direction="vertical">
              <Button size="small" type="primary" onClick={() => void resume(pending)}>
                {t('software.pending.resume')}
              </Button>
              <Button size="small" onClick={() => void discard()}>
                {t('software.pending.discard')}
              </Button>
            </Space>
          }
        />
      )}
      <Form<Values> form={form} name="fileUpload" layout="vertical" onFinish={(values) => void submit(values)} disabled={busy} requiredMark>
        <Form.Item
          name="tab"
          label={t('software.upload.version')}
          required
          rules={[formRule(t, versionProblem)]}
        >
          <Input placeholder={t('software.upload.versionPlaceholder')} maxLength={VERSION_MAX_LENGTH + 1} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('software.upload.file')}
          required
          validateStatus={fileError ? 'error' : undefined}
          help={fileError}
        >
          <Upload
            fileList={files}
            maxCount={CHOOSER_LIMIT}
            beforeUpload={() => false}
            onChange={({ fileList }) => {
              // spec 2.6: one file is uploaded; of the chosen ones the last is kept.
              setFiles(fileList.slice(-1));
              setFileError(undefined);
            }}
            onRemove={() => setFiles([])}
          >
            <Button icon={<UploadOutlined />}>{t('software.upload.choose')}</Button>
          </Upload>
        </Form.Item>
      </Form>
      {phase !== 'idle' && (
        <div>
          <Typography.Text id={`${labelId}-hash`}>{t('software.upload.hashing')}</Typography.Text>
          <Progress percent={hashPercent} aria-labelledby={`${labelId}-hash`} />
          <Typography.Text id={`${labelId}-send`}>{t('software.upload.sending')}</Typography.Text>
          <Progress percent={sendPercent} aria-labelledby={`${labelId}-send`} status={phase === 'sending' ? 'active' : 'normal'} />
          {resumedChunks > 0 && <Typography.Text type="secondary">{t('software.upload.resumed', { count: resumedChunks })}</Typography.Text>}
        </div>
      )}
    </Modal>
  );
}
