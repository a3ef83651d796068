import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { getClearServerCacheQueryOptions } from '../../../generated/endpoints/auth/auth';
import { useToast } from '../../components/feedback';
import { useTabsStore } from '../../stores/tabs';

/**
 * spec 2.4: clear cache asks 是否需要清除缓存?, and on success says 清除完毕. Like Saber it clears the
 * server's caches (spec 7, clear-cache); then the pages kept alive behind other tabs and the
 * react-query cache go, so every page shows fresh data. Returns the action and the modal holder.
 */
export function useClearCache() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [modal, modalHolder] = Modal.useModal();
  const queryClient = useQueryClient();
  const toast = useToast();

  const clearCaches = async () => {
    try {
      await queryClient.fetchQuery({ ...getClearServerCacheQueryOptions(), staleTime: 0 });
    } catch {
      return; // the http client has already shown why
    }
    // Unmount the hidden pages first, so their queries are inactive and can go.
    flushSync(() => useTabsStore.getState().dropHiddenPages());
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries({ type: 'active' });
    void toast.success(t('tabs.clearCacheDone'));
  };

  const confirmClearCache = () =>
    modal.confirm({
      title: t('tabs.clearCacheConfirm'),
      okText: t('tabs.ok'),
      cancelText: t('tabs.cancel'),
      onOk: clearCaches,
    });

  return { confirmClearCache, modalHolder };
}
