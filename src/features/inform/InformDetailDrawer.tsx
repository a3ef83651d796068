import { useQueryClient } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useGetInformDetail, useMarkInformRead } from '../../../generated/endpoints/inform/inform';
import type { InformNotice } from '../../../generated/model';
import { LoadFailure } from '../../components/LoadFailure';
import { companyNames, useCompanyTree } from '../../lib/company/useCompanyTree';
import { shownTime } from '../../lib/format/missingValue';
import { okData } from '../../lib/http/okData';
import { invalidateNotices } from './informQueries';
import { ReadStatusBadge } from './ReadStatusBadge';
import { useUserLabels } from './receivers';

/**
 * One notice, opened from the list (spec 4: notification read status). Opening an unread notice marks
 * it read for the signed-in user, and the list and the red mark of 通知管理 follow (readStatus refetched).
 */
export function InformDetailDrawer({ notice, onClose }: { notice: InformNotice; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const queryClient = useQueryClient();
  const detail = useGetInformDetail({ id: notice.id }, { query: { select: (reply) => okData(reply).data } });
  const markRead = useMarkInformRead();
  const tree = useCompanyTree();
  const shown = detail.data ?? notice;
  const users = useUserLabels(shown.userIds ?? []);

  // Once per opened notice: a hidden tab re-runs effects when shown again, which must not mark twice.
  const marked = useRef<string | null>(null);
  const { mutate } = markRead;
  useEffect(() => {
    if (notice.readStatus !== 0 || marked.current === notice.id) return;
    marked.current = notice.id;
    mutate({ params: { id: notice.id } }, { onSuccess: () => invalidateNotices(queryClient) });
  }, [notice.id, notice.readStatus, mutate, queryClient]);

  const none = t('inform.detail.none');
  const depts = shown.deptIds?.length ? companyNames(tree.data ?? [], shown.deptIds).join('、') : none;
  const people = shown.userIds?.length ? shown.userIds.map((id) => users.get(id) ?? id).join('、') : none;
  const read = notice.readStatus === 1 || markRead.isSuccess;

  return (
    <Drawer open title={shown.title} onClose={onClose} size={560} destroyOnHidden>
      {detail.isError && <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />}
      {detail.isPending ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'read', label: t('inform.field.readStatus'), children: <ReadStatusBadge value={read ? 1 : notice.readStatus} /> },
              { key: 'start', label: t('inform.field.startTime'), children: shownTime(shown.startTime) || none },
              { key: 'end', label: t('inform.field.endTime'), children: shownTime(shown.endTime) || none },
              { key: 'datetime', label: t('inform.field.datetime'), children: shownTime(shown.datetime) || none },
              { key: 'depts', label: t('inform.field.deptIds'), children: depts },
              { key: 'users', label: t('inform.field.userIds'), children: people },
            ]}
          />
          <Typography.Paragraph style={{ marginTop: 16, whiteSpace: 'pre-wrap' }}>{shown.content}</Typography.Paragraph>
          {shown.signature && <Typography.Paragraph style={{ textAlign: 'right' }}>{shown.signature}</Typography.Paragraph>}
        </>
      )}
    </Drawer>
  );
}
