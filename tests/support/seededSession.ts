// A signed-in console for component tests: a token the mock world accepts, stored as the login page does.
import { db } from '../../mocks/world/db';
import { sessions } from '../../mocks/world/sessions';
import { useSessionStore } from '../../src/stores/session';

/** Signs a seeded account in without the login page (its token is issued by the mock's session table). */
export function signInAsSeeded(account: 'admin' | 'operator') {
  const user = db.world.users.find((u) => u.account === account)!;
  const { access } = sessions.issue(user);
  useSessionStore.setState({
    token: access,
    userInfo: {
      access_token: access,
      refresh_token: '',
      token_type: 'bearer',
      expires_in: 3600,
      tenant_id: '000000',
      user_id: user.id,
      dept_id: user.deptId,
      account,
      user_name: account,
      nick_name: user.nickName,
      role_name: account === 'admin' ? 'administrator' : account,
      avatar: '',
    },
  });
}
