import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Modal, type MenuProps } from 'antd';
import { useIntl } from 'react-intl';
import { useSignOutByPost } from '../../../generated/endpoints/auth/auth';
import { clearLocalSession } from '../../lib/session';
import { useAppNavigate } from '../../lib/router/appRouter';
import { useSessionStore } from '../../stores/session';
import { useButtonAllowed } from '../../lib/access/useButtonVerdict';

/** spec 2.5: the user dropdown — personal info (by permission, spec 6) and log out with a confirm. */
export function UserMenu() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [modal, modalHolder] = Modal.useModal();
  // Not useNavigate: that would re-render the user menu on every navigation (a tab switch included).
  const navigate = useAppNavigate();
  const user = useSessionStore((s) => s.userInfo);
  const signOutCall = useSignOutByPost();
  const canSeeInfo = useButtonAllowed('/monitor/top/userDetail');

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

  const items: MenuProps['items'] = [
    ...(canSeeInfo ? [{ key: 'info', icon: <UserOutlined />, label: t('topbar.user.info') }] : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t('logout.action') },
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    // Enter picks a menu item on keydown; without preventDefault its keypress then lands on what took the
    // focus next - the confirm's OK button, which it pushed at once (the confirm seemed never to open).
    domEvent.preventDefault();
    if (key === 'info') void navigate('/info/index');
    else confirmSignOut();
  };
  const name = user?.nick_name || user?.account || '';

  return (
    <>
      {modalHolder}
      {/* autoFocus: opened from the keyboard, the focus goes to the first item (arrows move, Enter picks). */}
      <Dropdown menu={{ items, onClick }} trigger={['click']} autoFocus>
        <Button type="text" aria-label={intl.formatMessage({ id: 'topbar.user.menu' }, { name })} style={{ color: 'inherit' }}>
          <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} alt="" />
          <span>{name}</span>
          <DownOutlined />
        </Button>
      </Dropdown>
    </>
  );
}
