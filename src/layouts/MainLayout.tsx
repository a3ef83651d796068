import { lazy, Suspense } from 'react';
import { LogoutOutlined } from '@ant-design/icons';
import { Button, Layout, Modal, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSignOutByPost } from '../../generated/endpoints/auth/auth';
import { AntdScope } from '../app/AntdScope';
import { clearLocalSession } from '../app/session';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useAppearanceStore } from '../features/appearance/appearanceStore';
import { themeClassName, themeLayoutStyle } from '../features/appearance/layoutTheme';
import { AppErrorBoundary } from '../features/errorLog/AppErrorBoundary';
import { KeepAliveOutlet } from '../features/tabs/KeepAliveOutlet';
import { TabBar } from '../features/tabs/TabBar';
import { Footer } from './Footer';

// Top-bar items that are off by default (spec 2.5) load only when configuration switches them on.
const ColorPickerButton = lazy(() => import('../features/appearance/ColorPickerButton').then((m) => ({ default: m.ColorPickerButton })));
const ThemeButton = lazy(() => import('../features/appearance/ThemeButton').then((m) => ({ default: m.ThemeButton })));
const LogBadgeButton = lazy(() => import('../features/errorLog/LogBadgeButton').then((m) => ({ default: m.LogBadgeButton })));
const LockButton = lazy(() => import('../features/lock/LockButton').then((m) => ({ default: m.LockButton })));
import { appConfig } from '../lib/config';
import { useSessionStore } from '../stores/session';

/** The frame of signed-in pages, inside antd's locale and theme. */
export default function MainLayout() {
  return (
    <AntdScope>
      <MainFrame />
    </AntdScope>
  );
}

/** Tabs, tree and the full top bar come with the shell issue. */
function MainFrame() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [modal, modalHolder] = Modal.useModal();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.userInfo);
  const signOutCall = useSignOutByPost();
  const themeId = useAppearanceStore((s) => s.themeId);
  const { topBar } = appConfig;

  // spec 2.5 / 4: logout asks first, then clears everything locally even if the server call fails.
  const confirmSignOut = () =>
    modal.confirm({
      title: t('logout.confirm'),
      okText: t('logout.ok'),
      cancelText: t('logout.cancel'),
      onOk: async () => {
        await signOutCall.mutateAsync().catch(() => undefined);
        clearLocalSession();
        void navigate('/login', { replace: true });
      },
    });

  return (
    <Layout className={themeClassName(themeId)} style={{ ...themeLayoutStyle(themeId), minHeight: '100vh' }}>
      {modalHolder}
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, background: 'var(--shell-header-bg)', color: 'var(--shell-header-text)' }}>
        <Typography.Text strong style={{ color: 'inherit', fontSize: 18, flex: 1 }}>
          {t('app.title')}
        </Typography.Text>
        <Suspense fallback={null}>
          {topBar.colorPicker && <ColorPickerButton />}
          {topBar.theme && <ThemeButton />}
          {topBar.debugLog && <LogBadgeButton style={{ color: 'inherit' }} />}
          {topBar.lock && <LockButton />}
        </Suspense>
        <LanguageSwitch />
        <Typography.Text style={{ color: 'inherit' }}>{user?.nick_name ?? user?.account}</Typography.Text>
        <Button icon={<LogoutOutlined />} onClick={confirmSignOut}>
          {t('logout.action')}
        </Button>
      </Layout.Header>
      <div style={{ padding: '6px 16px 0' }}>
        <TabBar />
      </div>
      <Layout.Content style={{ padding: 24 }}>
        <KeepAliveOutlet boundary={AppErrorBoundary} />
      </Layout.Content>
      <Footer />
    </Layout>
  );
}
