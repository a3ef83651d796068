import { ClearOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { Button, Empty, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useUploadErrorLogs } from '../../../generated/endpoints/log/log';
import { useToast } from '../../components/feedback';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { useErrorLogStore, type ErrorLogEntry } from './errorLogStore';

// Entries carry no id (the contract has none); a row key per entry object keeps expanded rows right.
const rowKeys = new WeakMap<ErrorLogEntry, number>();
let nextRowKey = 0;
function rowKey(entry: ErrorLogEntry): number {
  let key = rowKeys.get(entry);
  if (key === undefined) rowKeys.set(entry, (key = nextRowKey++));
  return key;
}

/** The http client toasts business errors (or logs out on 401, or stays silent on purpose); transport failures it does not. */
const firstLine = (text: string) => text.split('\n', 1)[0];

function EntryDetail({ entry, infoLabel }: { entry: ErrorLogEntry; infoLabel: string }) {
  return (
    <>
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{entry.stack || entry.message}</pre>
      {entry.info && (
        <>
          <Typography.Text strong>{infoLabel}</Typography.Text>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{entry.info}</pre>
        </>
      )}
    </>
  );
}

type Props = { open: boolean; onClose: () => void };

/** Spec 2.9: the local error log, with upload to the server and clearing, both confirmed. */
export default function LogDialog({ open, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const logs = useErrorLogStore((s) => s.logs);
  const upload = useUploadErrorLogs();
  // Newest first: the error just seen is the one looked for.
  const rows = useMemo(() => [...logs].reverse(), [logs]);

  const columns: TableColumnsType<ErrorLogEntry> = [
    { title: t('errorLog.column.type'), dataIndex: 'type', width: 90, render: (type: string) => <Tag color={type === 'error' ? 'red' : 'default'}>{type}</Tag> },
    { title: t('errorLog.column.url'), dataIndex: 'url', width: 200, ellipsis: true },
    { title: t('errorLog.column.message'), dataIndex: 'message', ellipsis: true },
    // Collapsed to its first line; the row's expand button shows it in full.
    { title: t('errorLog.column.stack'), dataIndex: 'stack', ellipsis: true, render: (stack: string) => firstLine(stack) },
    { title: t('errorLog.column.time'), dataIndex: 'time', width: 170 },
  ];

  const confirmUpload = () =>
    modal.confirm({
      title: t('errorLog.confirm.title'),
      content: t('errorLog.upload.confirm'),
      onOk: async () => {
        const batch = useErrorLogStore.getState().logs;
        if (batch.length === 0) return;
        try {
          await upload.mutateAsync({ data: batch });
        } catch (error) {
          // Nothing is lost: the entries stay for another try.
          if (!reportedByHttpClient(error)) toast.error(t('errorLog.upload.failure'));
          return;
        }
        // Uploaded entries leave the local log, so the next upload does not send them twice and the
        // badge counts only what the server has not seen; errors logged during the upload stay.
        useErrorLogStore.getState().remove(batch);
        toast.success(t('errorLog.upload.success'));
      },
    });

  const confirmClear = () =>
    modal.confirm({
      title: t('errorLog.confirm.title'),
      content: t('errorLog.clear.confirm'),
      okButtonProps: { danger: true },
      onOk: () => {
        useErrorLogStore.getState().clear();
        toast.success(t('errorLog.clear.success'));
      },
    });

  const empty = logs.length === 0;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('errorLog.title')}
      width={1000}
      footer={[
        <Button key="upload" type="primary" icon={<CloudUploadOutlined />} disabled={empty} loading={upload.isPending} onClick={confirmUpload}>
          {t('errorLog.upload')}
        </Button>,
        <Button key="clear" danger icon={<ClearOutlined />} disabled={empty} onClick={confirmClear}>
          {t('errorLog.clear')}
        </Button>,
      ]}
    >
      {modalHolder}
      <Table<ErrorLogEntry>
        size="small"
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('errorLog.empty')} /> }}
        expandable={{ expandedRowRender: (entry) => <EntryDetail entry={entry} infoLabel={t('errorLog.detail.info')} /> }}
      />
    </Modal>
  );
}
