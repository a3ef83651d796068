import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { clearLocalSession } from '../../app/session';
import { PageLoading } from '../../components/PageLoading';

/** spec 2.1 /otherlogin: a port-link login — forces a logout, then shows the login page. */
export default function OtherLoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  useEffect(() => {
    clearLocalSession();
    void navigate('/login', { replace: true });
  }, [navigate]);
  return (
    <div aria-label={intl.formatMessage({ id: 'otherlogin.signingOut' })}>
      <PageLoading />
    </div>
  );
}
