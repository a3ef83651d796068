import { Alert, Button, Card, Tabs } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { AntdScope } from '../../components/AntdScope';
import { ErrorStatusPage } from '../../components/ErrorStatusPage';
import { PageHeading } from '../../components/PageFrame';
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
  const { profile, roleName } = useProfile();
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
  const headingId = useId();
  const access = useButtonVerdict(PROFILE_PERMISSION);

  if (access.state === 'checking') return <PageLoading />;
  if (access.state === 'denied') return <ErrorStatusPage status="403" />;
  return (
    <AntdScope>
      <Card>
        {/* A region named by the page's title: the tab bar has a tab of the same name. */}
        <section aria-labelledby={headingId}>
          <PageHeading trail={[intl.formatMessage({ id: 'route.info' })]} titleId={headingId} />
          {access.state === 'failed' ? <LoadFailure onRetry={access.retry} /> : <ProfileTabs />}
        </section>
      </Card>
    </AntdScope>
  );
}
