import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useSendInform } from '../../../generated/endpoints/inform/inform';
import type { InformNotice } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { namedList } from '../../components/list/SelectionBar';
import { companyNames, useCompanyTree } from '../../lib/company/useCompanyTree';
import { invalidateNotices } from './informQueries';
import { fetchUserLabels } from './receivers';

/** "A、B、C 等 12 个" for a confirm: the first five named, the rest counted. */
function listed(names: string[], total: number, more: (total: number) => string) {
  const { shown } = namedList(names);
  return total > shown.length ? `${shown.join('、')} ${more(total)}` : shown.join('、');
}

/**
 * Pushing a notice asks first, naming its receivers (companies and users; nobody chosen
 * means everybody, as the server pushes it), then says 推送成功 / Push succeeded (spec 8).
 */
export function useSendNotice() {
  const intl = useIntl();
  const toast = useToast();
  const queryClient = useQueryClient();
  const tree = useCompanyTree();
  const send = useSendInform();
  const [modal, holder] = Modal.useModal();
  const { mutateAsync } = send;

  const confirmSend = useCallback(
    async (notice: InformNotice) => {
      const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
      const deptIds = notice.deptIds ?? [];
      const userIds = notice.userIds ?? [];
      const depts = companyNames(tree.data ?? [], deptIds);
      const users = await fetchUserLabels(queryClient, intl, userIds);
      void modal.confirm({
        title: t('inform.send.title'),
        content: (
          <>
            <p>{t('inform.send.lead', { title: notice.title })}</p>
            {deptIds.length === 0 && userIds.length === 0 ? (
              <p>{t('inform.send.everyone')}</p>
            ) : (
              <ul style={{ paddingInlineStart: 20, margin: 0 }}>
                {deptIds.length > 0 && <li>{t('inform.send.depts', { names: listed(depts, deptIds.length, (total) => t('inform.send.moreDepts', { total })) })}</li>}
                {userIds.length > 0 && <li>{t('inform.send.users', { names: listed(users, userIds.length, (total) => t('inform.send.moreUsers', { total })) })}</li>}
              </ul>
            )}
          </>
        ),
        okText: t('inform.send.ok'),
        cancelText: t('action.cancel'),
        onOk: async () => {
          try {
            await mutateAsync({ params: { id: notice.id } });
            toast.success(t('inform.send.done'));
            invalidateNotices(queryClient);
          } catch {
            // the http client has said why (spec 8)
          }
        },
      });
    },
    [intl, modal, mutateAsync, queryClient, toast, tree.data],
  );
  return { confirmSend, holder };
}
