import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Skeleton, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useGetExpertDetail } from '../../../generated/endpoints/expert/expert';
import type { ExpertEntry } from '../../../generated/model';
import { LoadFailure } from '../../components/LoadFailure';
import { okData } from '../../lib/http/okData';
import { useItemTypes } from '../../lib/monitor/useItemTypes';

type Props = {
  /** The entry shown; undefined closes the drawer. */
  entryId: string | undefined;
  onClose: () => void;
  onEdit?: (entry: ExpertEntry) => void;
  onRemove?: (entry: ExpertEntry) => void;
};

/** Long texts keep the author's line breaks. */
const Paragraphs = ({ text }: { text: string }) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{text}</Typography.Paragraph>;

/**
 * One expert entry in full (getExpertDetail), from the list or from a link (?entry=<id>): fault type,
 * item type, the machine kind, symptoms, causes, advice, author and times; edit and delete when allowed.
 */
export function ExpertDetailDrawer({ entryId, onClose, onEdit, onRemove }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const itemTypes = useItemTypes();
  const detail = useGetExpertDetail({ id: entryId ?? '' }, { query: { enabled: Boolean(entryId), select: (reply) => okData(reply).data } });
  const entry = detail.data;

  return (
    <Drawer
      open={Boolean(entryId)}
      onClose={onClose}
      size={640}
      title={entry?.faultType ?? t('expert.detail.title')}
      extra={
        entry && (
          <Space>
            {onEdit && (
              <Button icon={<EditOutlined />} onClick={() => onEdit(entry)}>
                {t('expert.action.edit')}
              </Button>
            )}
            {onRemove && (
              <Button danger icon={<DeleteOutlined />} onClick={() => onRemove(entry)}>
                {t('expert.action.delete')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {detail.isPending && entryId ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : detail.isError || !entry ? (
        <LoadFailure message={t('expert.detail.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 120 } }}>
          <Descriptions.Item label={t('expert.field.faultType')}>{entry.faultType}</Descriptions.Item>
          <Descriptions.Item label={t('expert.field.itemType')}>{itemTypes.labelOf(entry.itemType)}</Descriptions.Item>
          <Descriptions.Item label={t('expert.field.deviceType')}>{entry.deviceType || t('expert.anyDevice')}</Descriptions.Item>
          <Descriptions.Item label={t('expert.field.symptoms')}>
            <Paragraphs text={entry.symptoms} />
          </Descriptions.Item>
          <Descriptions.Item label={t('expert.field.causes')}>
            <Paragraphs text={entry.causes} />
          </Descriptions.Item>
          <Descriptions.Item label={t('expert.field.advice')}>
            <Paragraphs text={entry.advice} />
          </Descriptions.Item>
          <Descriptions.Item label={t('expert.field.author')}>{entry.author}</Descriptions.Item>
          <Descriptions.Item label={t('expert.field.createTime')}>{entry.createTime}</Descriptions.Item>
          {entry.updateTime && <Descriptions.Item label={t('expert.field.updateTime')}>{entry.updateTime}</Descriptions.Item>}
        </Descriptions>
      )}
    </Drawer>
  );
}
