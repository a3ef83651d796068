import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, type MenuProps, type TabsProps } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import { canCloseTab, useTabsStore } from '../../stores/tabs';
import { useClearCache } from './useClearCache';
import { useTabNavigation } from './useTabNavigation';

/** Route labels are message ids; labels of server menus are already text. */
const tabText = (intl: IntlShape, label: string) => (label in intl.messages ? intl.formatMessage({ id: label }) : label);

type TabAction = 'close' | 'closeOthers' | 'closeAll' | 'clearCache';

/** spec 2.4: the bar of opened pages, with close, close others, close all and clear cache. */
export function TabBar() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const tabs = useTabsStore((s) => s.tabs);
  const active = useTabsStore((s) => s.active);
  const { goToTab, closeTab, closeOtherTabs, closeAllTabs } = useTabNavigation();
  const { confirmClearCache, modalHolder } = useClearCache();

  // spec 4: with one tab left it cannot be closed, so it shows no close button.
  const closable = canCloseTab(tabs);
  const items: TabsProps['items'] = tabs.map((tab) => ({ key: tab.value, label: tabText(intl, tab.label), closable }));

  const actions: Record<TabAction, () => void> = {
    close: () => closeTab(active),
    closeOthers: closeOtherTabs,
    closeAll: closeAllTabs,
    clearCache: confirmClearCache,
  };
  const menu: MenuProps = {
    items: [
      { key: 'close', label: t('tabs.close'), disabled: !closable },
      { key: 'closeOthers', label: t('tabs.closeOthers'), disabled: !closable },
      { key: 'closeAll', label: t('tabs.closeAll') },
      { type: 'divider' },
      { key: 'clearCache', label: t('tabs.clearCache') },
    ],
    onClick: ({ key }) => actions[key as TabAction](),
  };

  return (
    <nav aria-label={t('tabs.bar')}>
      {modalHolder}
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active}
        items={items}
        onChange={goToTab}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') closeTab(key);
        }}
        locale={{ removeAriaLabel: t('tabs.closeTab'), dropdownAriaLabel: t('tabs.hidden') }}
        // The pages are rendered by KeepAliveOutlet; the tabs' own panels stay empty and out of the way.
        styles={{ body: { display: 'none' } }}
        tabBarStyle={{ margin: 0 }}
        tabBarExtraContent={
          <Dropdown menu={menu} trigger={['click']}>
            <Button size="small" aria-label={t('tabs.moreLabel')}>
              {t('tabs.more')} <DownOutlined />
            </Button>
          </Dropdown>
        }
      />
    </nav>
  );
}
