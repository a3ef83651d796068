import { LogoutOutlined } from '@ant-design/icons';
import { Button, Layout, Modal, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSignOutByPost } from '../../generated/endpoints/auth/auth';
import { AntdScope } from '../app/AntdScope';
import { clearLocalSession } from '../app/session';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useAppearanceStore } from '../features/appearance/appearanceStore';
import { ColorPickerButton } from '../features/appearance/ColorPickerButton';
import { themeClassName, themeLayoutStyle } from '../features/appearance/layoutTheme';
import { ThemeButton } from '../features/appearance/ThemeButton';
import { AppErrorBoundary } from '../features/errorLog/AppErrorBoundary';
import { LogBadgeButton } from '../features/errorLog/LogBadgeButton';
import { LockButton } from '../features/lock/LockButton';
import { Footer } from './Footer';
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
  const location = useLocation();
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
        {topBar.colorPicker && <ColorPickerButton />}
        {topBar.theme && <ThemeButton />}
        {topBar.debugLog && <LogBadgeButton style={{ color: 'inherit' }} />}
        {topBar.lock && <LockButton />}
        <LanguageSwitch />
        <Typography.Text style={{ color: 'inherit' }}>{user?.nick_name ?? user?.account}</Typography.Text>
        <Button icon={<LogoutOutlined />} onClick={confirmSignOut}>
          {t('logout.action')}
        </Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <AppErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </AppErrorBoundary>
      </Layout.Content>
      <Footer />
    </Layout>
  );
}
