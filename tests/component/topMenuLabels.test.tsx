// spec 2.2 / 2.5: the top menu names its items in the current language (their route key, meta.i18n, from
// the user's route tree), the server's name where an item has none; the notices' red mark follows the
// server's name 通知管理 whatever the label reads.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { AntdScope } from '../../src/components/AntdScope';
import { TopMenu } from '../../src/features/topbar/TopMenu';
// The http client's token source (the console wires it when the session module loads).
import '../../src/lib/session';
import { usePreferencesStore, type Language } from '../../src/stores/preferences';
import { useSessionStore } from '../../src/stores/session';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInWithoutCaptcha } from '../support/mockSignIn';
import { renderRoutes, TabShell } from './renderWithApp';

withMockBackend();
beforeEach(async () => {
  const tokens = await signInWithoutCaptcha(`${location.origin}/api`, 'admin', 'Admin123');
  useSessionStore.getState().signedIn({ ...tokens, token_type: 'bearer', tenant_id: '000000', account: 'admin', user_name: 'admin', nick_name: 'admin', role_name: 'admin', avatar: '' });
});

const flagReply = (value: boolean) => () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: value });

async function openTopMenu(language: Language) {
  usePreferencesStore.setState({ language });
  renderRoutes([{ path: '*', element: <AntdScope><TopMenu /></AntdScope> }], '/wel/index');
  const nav = await screen.findByRole('navigation', { name: language === 'en-US' ? 'Top menu' : '顶部菜单' });
  return nav;
}

/** Each item is shown under its label (a red mark may add its unread note after it). */
async function expectItems(nav: HTMLElement, labels: string[]) {
  for (const label of labels) expect(await within(nav).findByRole('button', { name: new RegExp(`^${label}( |$)`) })).toBeInTheDocument();
}

describe('top menu labels', () => {
  it('reads English in English', async () => {
    const nav = await openTopMenu('en-US');
    await expectItems(nav, ['Home', 'Device management', 'Alarm log', 'Run log', 'Device diagnosis', 'Expert system', 'Notifications']);
    // The first page holds no Chinese name.
    expect(nav.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('reads Chinese in Chinese', async () => {
    const nav = await openTopMenu('zh-CN');
    await expectItems(nav, ['首页', '设备管理', '告警日志', '运行日志', '设备诊断', '专家系统', '通知管理']);
  });

  it("keeps the server's name for an item without a route key", async () => {
    mockServer.use(
      http.get('*/blade-system/menu/top-menu', () =>
        HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: [{ id: '424242', name: '能耗分析', path: '/energy/index', sort: 1 }] }),
      ),
    );
    const nav = await openTopMenu('en-US');
    expect(await within(nav).findByRole('button', { name: '能耗分析' })).toBeInTheDocument();
  });

  it.each(['en-US', 'zh-CN'] as const)('[%s] shows a renamed item under its new name, as the server sent it', async (language) => {
    // 系统管理 renamed by an admin: its key (meta.i18n system) no longer names it.
    mockServer.use(
      http.get('*/blade-system/menu/top-menu', () =>
        HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: [{ id: '1123598815738675250', name: '系统维护', path: '/system', sort: 14 }] }),
      ),
    );
    const nav = await openTopMenu(language);
    expect(await within(nav).findByRole('button', { name: '系统维护' })).toBeInTheDocument();
  });

  it.each([
    ['en-US', '告警日志', 'Alarm log'],
    ['zh-CN', '告警日志', '告警日志'],
    ['en-US', '报警记录', '报警记录'],
  ] as const)('[%s] the tab of a page the menu names %j reads %j', async (language, serverName, shown) => {
    mockServer.use(
      http.get('*/blade-system/menu/routes', () =>
        HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: [{ id: '1', parentId: '0', name: serverName, path: '/monitor/alarm/index', children: [] }] }),
      ),
    );
    usePreferencesStore.setState({ language });
    renderRoutes([{ path: '/', element: <TabShell />, children: [{ path: 'monitor/alarm/index', element: <p>alarms</p>, handle: { label: 'route.alarm' } }] }], '/monitor/alarm/index');
    const tabs = await screen.findByRole('navigation', { name: language === 'en-US' ? 'Open pages' : '已打开的页面' });
    expect(await within(tabs).findByRole('tab', { name: shown })).toBeInTheDocument();
  });

  it('keeps the notices red mark in English, found by the server name 通知管理', async () => {
    mockServer.use(
      http.get('*/inform/readStatus', flagReply(true)),
      http.get('*/collectorRunLog/readStatus', flagReply(false)),
      http.get('*/deviceDiagnose/readStatus', flagReply(false)),
    );
    const nav = await openTopMenu('en-US');
    expect(await within(nav).findByRole('button', { name: 'Notifications (new)' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Run log' })).toBeInTheDocument();
  });
});
