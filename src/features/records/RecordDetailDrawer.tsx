import { DeleteOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Skeleton, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetRecordDetail } from '../../../generated/endpoints/record/record';
import type { ArchiveRecord } from '../../../generated/model';
import { LoadFailure } from '../../components/LoadFailure';
import { useFileDownload } from '../../components/files/useFileDownload';
import { formatSizeKb } from '../../lib/chunkedUpload/chunkPlan';
import { okData } from '../../lib/http/okData';
import { deviceDetailHref } from '../../lib/monitor/monitorPaths';
import { RecordTypeTag } from './RecordTypeTag';

type Props = {
  /** The record shown; undefined closes the drawer. */
  recordId: string | undefined;
  onClose: () => void;
  onEdit?: (record: ArchiveRecord) => void;
  onRemove?: (record: ArchiveRecord) => void;
};

/**
 * One archive record in full (getRecordDetail), from the list or from a link (?record=<id>): device and
 * company, kind, title, time, who, outcome, what was done, its attachments (each downloaded through the
 * file download, GET /api/upload/{path}, and saved under its name), who wrote it and when; edit and
 * delete when allowed.
 */
export function RecordDetailDrawer({ recordId, onClose, onEdit, onRemove }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { download, downloading } = useFileDownload();
  const detail = useGetRecordDetail({ id: recordId ?? '' }, { query: { enabled: Boolean(recordId), select: (reply) => okData(reply).data } });
  const record = detail.data;
  const none = <Typography.Text type="secondary">{t('records.none')}</Typography.Text>;

  return (
    <Drawer
      open={Boolean(recordId)}
      onClose={onClose}
      size={640}
      title={record?.title ?? t('records.detail.title')}
      extra={
        record && (
          <Space>
            {onEdit && (
              <Button icon={<EditOutlined />} onClick={() => onEdit(record)}>
                {t('records.action.edit')}
              </Button>
            )}
            {onRemove && (
              <Button danger icon={<DeleteOutlined />} onClick={() => onRemove(record)}>
                {t('records.action.delete')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {detail.isPending && recordId ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : detail.isError || !record ? (
        <LoadFailure message={t('records.detail.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 120 } }}>
          <Descriptions.Item label={t('records.field.device')}>
            <Link to={deviceDetailHref(record.deviceId)}>{record.deviceName}</Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('records.field.company')}>{record.deptName}</Descriptions.Item>
          <Descriptions.Item label={t('records.field.type')}>
            <RecordTypeTag type={record.type} />
          </Descriptions.Item>
          <Descriptions.Item label={t('records.field.title')}>{record.title}</Descriptions.Item>
          <Descriptions.Item label={t('records.field.recordTime')}>{record.recordTime}</Descriptions.Item>
          <Descriptions.Item label={t('records.field.operator')}>{record.operator}</Descriptions.Item>
          <Descriptions.Item label={t('records.field.result')}>{record.result || none}</Descriptions.Item>
          <Descriptions.Item label={t('records.field.content')}>
            {record.content ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{record.content}</Typography.Paragraph> : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('records.field.attachments')}>
            {record.attachments?.length ? (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {record.attachments.map((attachment) => (
                  <li key={attachment.identifier}>
                    <Button
                      type="link"
                      size="small"
                      style={{ paddingInline: 0 }}
                      icon={<DownloadOutlined />}
                      loading={downloading === attachment.path}
                      aria-label={t('records.attachments.download', { name: attachment.name })}
                      onClick={() => void download(attachment)}
                    >
                      {attachment.name}
                    </Button>{' '}
                    <Typography.Text type="secondary">{t('records.attachments.size', { size: formatSizeKb(attachment.size) })}</Typography.Text>
                  </li>
                ))}
              </ul>
            ) : (
              none
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('records.field.createdBy')}>{record.createdBy}</Descriptions.Item>
          <Descriptions.Item label={t('records.field.createTime')}>{record.createTime}</Descriptions.Item>
          {record.updateTime && <Descriptions.Item label={t('records.field.updateTime')}>{record.updateTime}</Descriptions.Item>}
        </Descriptions>
      )}
    </Drawer>
  );
}
