import { Descriptions, Drawer, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { useGetMenuDetail } from '../../../generated/endpoints/menu/menu';
import type { Menu } from '../../../generated/model';
import { LoadFailure } from '../../components/LoadFailure';
import { okData } from '../../lib/http/okData';
import { BUTTON } from './rules';

/** One menu or button as the server holds it (menu/detail). */
export function MenuDetailDrawer({ menu, onClose }: { menu: Menu; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const detail = useGetMenuDetail({ id: menu.id ?? '' }, { query: { select: (reply) => okData(reply).data } });
  const shown = detail.data ?? menu;
  const none = t('menuAdmin.none');
  const isButton = shown.category === BUTTON;
  const actionLabels = ['menuAdmin.action.toolbar', 'menuAdmin.action.row', 'menuAdmin.action.both'];
  return (
    <Drawer open title={shown.name} onClose={onClose} size={520} destroyOnHidden>
      {detail.isError && <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />}
      {detail.isPending ? (
        <Skeleton active />
      ) : (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'category', label: t('menuAdmin.field.category'), children: t(isButton ? 'menuAdmin.category.button' : 'menuAdmin.category.menu') },
            { key: 'parent', label: t('menuAdmin.field.parent'), children: shown.parentId === '0' ? t('menuAdmin.top') : (shown.parentName ?? shown.parentId) },
            { key: 'name', label: t('menuAdmin.field.name'), children: shown.name },
            { key: 'code', label: t(isButton ? 'menuAdmin.field.permissionCode' : 'menuAdmin.field.code'), children: shown.code },
            { key: 'alias', label: t('menuAdmin.field.alias'), children: shown.alias || none },
            { key: 'path', label: t('menuAdmin.field.path'), children: shown.path || none },
            { key: 'source', label: t('menuAdmin.field.source'), children: shown.source || none },
            { key: 'sort', label: t('menuAdmin.field.sort'), children: shown.sort },
            isButton
              ? { key: 'action', label: t('menuAdmin.field.action'), children: t(actionLabels[shown.action ?? 0]) }
              : { key: 'isOpen', label: t('menuAdmin.field.isOpen'), children: t(shown.isOpen === 2 ? 'menuAdmin.isOpen.yes' : 'menuAdmin.isOpen.no') },
            { key: 'remark', label: t('menuAdmin.field.remark'), children: shown.remark || none },
          ]}
        />
      )}
    </Drawer>
  );
}
