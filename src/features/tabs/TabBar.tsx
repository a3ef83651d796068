import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs, type MenuProps, type TabsProps } from 'antd';
import { useCallback, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MenuLeaf } from '../../lib/menu/menuTarget';
import { leafItems, samePath } from '../../lib/menu/menuTarget';
import { isConsoleMenuKey, menuKeyId, useMenuLabel } from '../../lib/menu/menuLabel';
import { useUserMenu } from '../../lib/menu/useUserMenu';
import { canCloseTab, useTabsStore } from '../../stores/tabs';
import styles from './TabBar.module.css';
import { useClearCache } from './useClearCache';
import { useTabNavigation } from './useTabNavigation';

/** Route labels are message ids; labels of server menus are already text. */
const tabText = (intl: IntlShape, label: string) => (label in intl.messages ? intl.formatMessage({ id: label }) : label);

const noLeaves = new Map<string, MenuLeaf>();

/**
 * A tab's text. A page the user's menu holds is named as the menu names it (useMenuLabel: its key's
 * label while the server has not renamed it, else the server's name), so the tab reads like the top
 * menu and the breadcrumb; a page the menu does not name (personal info, the home page without a key)
 * keeps its own label.
 */
function useTabText() {
  const intl = useIntl();
  const labelOf = useMenuLabel();
  const menu = useUserMenu().data;
  const leaves = useMemo(() => (menu ? new Map(leafItems(menu).map((leaf) => [samePath(leaf.path), leaf])) : noLeaves), [menu]);
  return useCallback(
    (tab: { label: string; value: string }) => {
      const leaf = leaves.get(tab.value);
      const named = leaf && (isConsoleMenuKey(menuKeyId(leaf) ?? tab.label) || !(tab.label in intl.messages));
      return named ? labelOf(leaf, tab.label) : tabText(intl, tab.label);
    },
    [leaves, labelOf, intl],
  );
}

type TabAction = 'close' | 'closeOthers' | 'closeAll' | 'clearCache';

/**
 * spec 2.4: the bar of opened pages, with close, close others, close all and clear cache.
 *
 * Built for cheap tab switches: the active tab is the page on screen, so it changes
 * in the same commit as the page (the store catches up in an effect without another visible change);
 * the tab items, the action menu and the handlers keep their identity, so antd's Tabs re-renders only
 * when the tabs or the active one change.
 */
export function TabBar() {
  const intl = useIntl();
  const textOf = useTabText();
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
    ({ key, domEvent }) => {
      // Enter picks a menu item on keydown; without preventDefault its keypress then lands on what took the
      // focus next - the confirm's OK button, which it pushed at once (the confirm seemed never to open).
      domEvent.preventDefault();
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
  // Not antd's own close buttons: they sit inside the role="tablist" element, where only tabs belong
  // (axe aria-required-children), and a button inside a tab is a control inside a control
  // (axe nested-interactive). The mark is a mouse target inside the tab, hidden from assistive
  // technology; the keyboard presses Delete on the focused tab (the WAI-ARIA tabs pattern) and the
  // actions menu has "close" for everyone.
  const items = useMemo<TabsProps['items']>(() => {
    const closeLabel = intl.formatMessage({ id: 'tabs.closeTab' });
    return tabs.map((tab) => ({
      key: tab.value,
      closable: false,
      label: (
        <>
          {textOf(tab)}
          {closable && (
            <CloseOutlined
              aria-hidden
              data-tab-close
              title={closeLabel}
              className={styles.close}
              onClick={(event) => {
                event.stopPropagation();
                closeTab(tab.value);
              }}
            />
          )}
        </>
      ),
    }));
  }, [tabs, intl, textOf, closable, closeTab]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const key = (event.target as HTMLElement).closest('[role="tab"]')?.closest('[data-node-key]')?.getAttribute('data-node-key');
      if (event.key === 'Delete' && key && closable) {
        event.preventDefault();
        closeTab(key);
      }
    },
    [closable, closeTab],
  );

  const bar = useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return (
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={currentPath}
        items={items}
        onChange={goToTab}
        locale={{ dropdownAriaLabel: t('tabs.hidden') }}
        // The pages are rendered by KeepAliveOutlet; the tabs' own panels stay empty and out of the way.
        styles={{ body: { display: 'none' } }}
        tabBarStyle={{ margin: 0 }}
      />
    );
  }, [intl, currentPath, items, goToTab]);

  // The actions' button sits beside the tabs, not in antd's tabBarExtraContent: that is inside the
  // role="tablist" element, where only tabs belong (axe aria-required-children).
  const actions = useMemo(() => {
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
      <Dropdown menu={menu} trigger={['click']} autoFocus>
        <Button size="small" aria-label={t('tabs.moreLabel')}>
          {t('tabs.more')} <DownOutlined />
        </Button>
      </Dropdown>
    );
  }, [intl, closable, shownIsTab, onAction]);

  return (
    <nav aria-label={intl.formatMessage({ id: 'tabs.bar' })} className={styles.bar}>
      {modalHolder}
      <div className={styles.tabs} onKeyDown={onKeyDown}>
        {bar}
      </div>
      {actions}
    </nav>
  );
}
