import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, type MenuProps, type TabsProps } from 'antd';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { canCloseTab, useTabsStore } from '../../stores/tabs';
import { useClearCache } from './useClearCache';
import { useTabNavigation } from './useTabNavigation';

/** Route labels are message ids; labels of server menus are already text. */
const tabText = (intl: IntlShape, label: string) => (label in intl.messages ? intl.formatMessage({ id: label }) : label);

type TabAction = 'close' | 'closeOthers' | 'closeAll' | 'clearCache';

/**
 * spec 2.4: the bar of opened pages, with close, close others, close all and clear cache.
 *
 * Built for cheap tab switches (issue 5, point 11): the active tab is the page on screen, so it changes
 * in the same commit as the page (the store catches up in an effect without another visible change);
 * the tab items, the action menu and the handlers keep their identity, so antd's Tabs re-renders only
 * when the tabs or the active one change.
 */
export function TabBar() {
  const intl = useIntl();
  const tabs = useTabsStore((s) => s.tabs);
  const { currentPath, goToTab, closeTab, closeOtherTabs, closeAllTabs } = useTabNavigation();
  const { confirmClearCache, modalHolder } = useClearCache();

  // A page without a tab (spec 2.1: the embedded page) leaves no tab marked active.
  const shownIsTab = tabs.some((tab) => tab.value === currentPath);
  // spec 4: with one tab left it cannot be closed, so it shows no close button.
  const closable = canCloseTab(tabs);

  const latest = useRef({ currentPath, confirmClearCache });
  useLayoutEffect(() => {
    latest.current = { currentPath, confirmClearCache };
  });
  const onAction = useCallback<NonNullable<MenuProps['onClick']>>(
    ({ key }) => {
      const actions: Record<TabAction, () => void> = {
        close: () => closeTab(latest.current.currentPath),
        closeOthers: closeOtherTabs,
        closeAll: closeAllTabs,
        clearCache: () => latest.current.confirmClearCache(),
      };
      actions[key as TabAction]();
    },
    [closeTab, closeOtherTabs, closeAllTabs],
  );
  const onEdit = useCallback<NonNullable<TabsProps['onEdit']>>(
    (key, action) => {
      if (action === 'remove' && typeof key === 'string') closeTab(key);
    },
    [closeTab],
  );

  const items = useMemo<TabsProps['items']>(() => tabs.map((tab) => ({ key: tab.value, label: tabText(intl, tab.label), closable })), [tabs, intl, closable]);

  const bar = useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const menu: MenuProps = {
      items: [
        { key: 'close', label: t('tabs.close'), disabled: !closable || !shownIsTab },
        { key: 'closeOthers', label: t('tabs.closeOthers'), disabled: !closable },
        { key: 'closeAll', label: t('tabs.closeAll') },
        { type: 'divider' },
        { key: 'clearCache', label: t('tabs.clearCache') },
      ],
      onClick: onAction,
    };
    return (
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={currentPath}
        items={items}
        onChange={goToTab}
        onEdit={onEdit}
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
    );
  }, [intl, closable, shownIsTab, onAction, currentPath, items, goToTab, onEdit]);

  return (
    <nav aria-label={intl.formatMessage({ id: 'tabs.bar' })}>
      {modalHolder}
      {bar}
    </nav>
  );
}
