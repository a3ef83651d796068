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
import { renderRoutes } from './renderWithApp';

withMockBackend();
beforeEach(async () => {
  const tokens = await signInWithoutCaptcha(`${location.origin}/api`, 'admin', 'Admin123');
  useSessionStore.getState().signedIn({ ...tokens, token_type: 'bearer', tenant_id: '000000', account: 'admin', user_name: 'admin', nick_name: 'admin', role_name: 'admin', avatar: '' });
});

const flagReply = (value: boolean) => () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: value });

async function openTopMenu(language: Language) {
  usePreferencesStore.setState({ language });
  renderRoutes([{ path: '*', element: <AntdScope><TopMenu /></AntdScope> }], '/wel/index');
  const nav = await screen.findByRole('navigation', { name: language === 'en-US' ? 'Top menu' : '顶部菜单' }, { timeout: 8000 });
  return nav;
}

/** Each item is shown under its label (a red mark may add its unread note after it). */
async function expectItems(nav: HTMLElement, labels: string[]) {
  for (const label of labels) expect(await within(nav).findByRole('button', { name: new RegExp(`^${label}( |$)`) }, { timeout: 8000 })).toBeInTheDocument();
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
    expect(await within(nav).findByRole('button', { name: '能耗分析' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('keeps the notices red mark in English, found by the server name 通知管理', async () => {
    mockServer.use(
      http.get('*/inform/readStatus', flagReply(true)),
      http.get('*/collectorRunLog/readStatus', flagReply(false)),
      http.get('*/deviceDiagnose/readStatus', flagReply(false)),
    );
    const nav = await openTopMenu('en-US');
    expect(await within(nav).findByRole('button', { name: 'Notifications (new)' }, { timeout: 8000 })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Run log' })).toBeInTheDocument();
  });
});
