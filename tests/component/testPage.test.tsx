// spec 2.2 /test/index: the test page of a deployment — versions, the runtime configuration
// in force, the backend (mock scenario), the account's permission set, and every verification call of
// spec 7 with the server's answer, in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/lib/session';
import TestPage from '../../src/features/deployment/TestPage';
import { usePreferencesStore } from '../../src/stores/preferences';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInAsSeeded } from '../support/seededSession';
import { renderRoutes } from './renderWithApp';

withMockBackend();
afterEach(() => {
  delete window.__CONSOLE_MOCK__;
  delete window.__CONSOLE_CONFIG__;
});

const texts = {
  'zh-CN': {
    title: '测试页',
    version: '版本',
    agree: '与控制台一致',
    config: '运行配置（console-config.js）',
    ignored: '配置文件中以下设置无效，已使用默认值：',
    backend: '后端',
    scenario: '模拟场景',
    permissions: '当前账号的权限',
    checks: '校验调用',
    run: '检查全部校验调用',
    allowed: '允许',
    refused: '拒绝',
    summary: (allowed: number, refused: number) => `已检查 11 项：${allowed} 项允许，${refused} 项拒绝，0 项失败`,
  },
  'en-US': {
    title: 'Test page',
    version: 'Version',
    agree: 'Same as the console',
    config: 'Runtime configuration (console-config.js)',
    ignored: 'These settings of the file are not valid; their defaults are used:',
    backend: 'Backend',
    scenario: 'Mock scenario',
    permissions: 'Permissions of the signed-in account',
    checks: 'Verification calls',
    run: 'Check every verification call',
    allowed: 'Allowed',
    refused: 'Refused',
    summary: (allowed: number, refused: number) => `11 checked: ${allowed} allowed, ${refused} refused, 0 failed`,
  },
} as const;

describe.each(['zh-CN', 'en-US'] as const)('/test/index in %s', (language) => {
  const text = texts[language];

  it('shows the versions, the configuration in force with what was ignored, the mock scenario and the permission set', async () => {
    usePreferencesStore.setState({ language });
    window.__CONSOLE_CONFIG__ = { topBar: { lock: true, theme: 'yes' } };
    window.__CONSOLE_MOCK__ = { scenario: 'slow', seed: 7, latency: [800, 2500], chaosRate: 0, tokenTtlSeconds: 3600 };
    signInAsSeeded('admin');
    renderRoutes([{ path: '/test/index', element: <TestPage /> }], '/test/index');
    expect(await screen.findByRole('heading', { name: text.title, level: 3 })).toBeInTheDocument();

    const version = screen.getByRole('region', { name: text.version });
    expect(within(version).getAllByText('V05.05.0604').length).toBeGreaterThanOrEqual(2);
    expect(await within(version).findByText(text.agree)).toBeInTheDocument();

    const config = screen.getByRole('region', { name: text.config });
    expect(within(config).getByText('topBar.lock')).toBeInTheDocument();
    expect(within(config).getByRole('alert')).toHaveTextContent(text.ignored);
    expect(within(config).getByRole('alert')).toHaveTextContent('topBar.theme must be true or false, not string');

    const backend = screen.getByRole('region', { name: text.backend });
    expect(within(backend).getByText(text.scenario)).toBeInTheDocument();
    expect(within(backend).getByText('slow')).toBeInTheDocument();

    const permissions = screen.getByRole('region', { name: text.permissions });
    expect(await within(permissions).findByText('departAdd')).toBeInTheDocument();
    expect(within(permissions).getByText('departEdit')).toBeInTheDocument();
  });

  it.each([
    ['admin', 11, 0],
    // The operator lacks the upload and data-screen buttons and the file management page.
    ['operator', 8, 3],
  ] as const)('checks every verification call of spec 7 for %s and shows each answer', async (account, allowed, refused) => {
    usePreferencesStore.setState({ language });
    signInAsSeeded(account);
    renderRoutes([{ path: '/test/index', element: <TestPage /> }], '/test/index');
    const checks = await screen.findByRole('region', { name: text.checks });
    const rows = () => within(checks).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(11);
    await userEvent.setup().click(within(checks).getByRole('button', { name: text.run }));
    await waitFor(() => expect(within(checks).getByRole('status')).toHaveTextContent(text.summary(allowed, refused)));
    for (const row of rows()) expect(row).toHaveTextContent(new RegExp(`${text.allowed}|${text.refused}`));
    const upload = rows().find((row) => row.textContent?.includes('/monitor/top/upload'));
    expect(upload).toHaveTextContent(account === 'admin' ? text.allowed : text.refused);
    expect(upload).toHaveTextContent(account === 'admin' ? '成功' : '暂无权限');
  });
});
