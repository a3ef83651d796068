import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { clearLocalSession } from '../../lib/session';
import { PageLoading } from '../../components/PageLoading';

/** spec 2.1 /otherlogin: a port-link login — forces a logout, then shows the login page. */
export default function OtherLoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  useEffect(() => {
    clearLocalSession();
    void navigate('/login', { replace: true });
  }, [navigate]);
  // The status region says what is happening (a label on a plain div is not read out).
  return <PageLoading label={intl.formatMessage({ id: 'otherlogin.signingOut' })} />;
}
