import { Alert, Button, Tabs } from 'antd';
import { useIntl } from 'react-intl';
import { PageGate } from '../../components/PageGate';
import { PageLoading } from '../../components/PageLoading';
import { useButtonVerdict } from '../../lib/access/useButtonVerdict';
import { PasswordForm } from './PasswordForm';
import { ProfileInfoForm } from './ProfileInfoForm';
import { useProfile } from './useProfile';

/** A failed load said in the page, with a way to try again (the http client has toasted the reason). */
function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      type="error"
      showIcon
      title={intl.formatMessage({ id: 'profile.loadFailed' })}
      action={
        <Button size="small" onClick={onRetry}>
          {intl.formatMessage({ id: 'profile.retry' })}
        </Button>
      }
    />
  );
}

/** Spec 2.1: /info/index is shown only when this button permission is granted. */
const PROFILE_PERMISSION = '/monitor/top/userDetail';

/** The two tabs of spec 2.8, once the profile is there. */
function ProfileTabs() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { profile, role } = useProfile();
  // A refused role lookup (BladeX: administrators only) says so in the role field; the session stays.
  const roleName = role.refused ? t('list.noAuthority') : role.failed ? t('list.loadFailed') : role.name;
  if (profile.isPending) return <PageLoading />;
  if (profile.isError || !profile.data) return <LoadFailure onRetry={() => void profile.refetch()} />;
  return (
    <Tabs
      items={[
        { key: 'info', label: t('profile.tab.info'), children: <ProfileInfoForm profile={profile.data} roleName={roleName} /> },
        { key: 'password', label: t('profile.tab.password'), children: <PasswordForm /> },
      ]}
    />
  );
}

/**
 * /info/index (spec 2.8): personal information and the password change. Spec 2.1: shown only when the
 * button permission /monitor/top/userDetail is granted; anyone else who types the address gets the
 * 403 state inside the layout. Until the server has answered, loading — never a flash of 403.
 */
export default function ProfilePage() {
  const intl = useIntl();
  const access = useButtonVerdict(PROFILE_PERMISSION);
  return (
    <PageGate verdict={access} frame={{ title: intl.formatMessage({ id: 'route.info' }) }}>
      <ProfileTabs />
    </PageGate>
  );
}
