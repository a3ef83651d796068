// The pages' messages of this language, one table loaded beside the first page that needs them
// (src/lib/messages.ts): the shell's table (index.ts) stays small for /login and the first paint.
import profile from './profile';
import grant from './grant';
import users from './users';
import roles from './roles';
import deployment from './deployment';
import searchPage from './searchPage';
import actions from './actions';
import company from './company';
import dictionary from './dictionary';
import inform from './inform';
import screenSettings from './screenSettings';
import menuAdmin from './menuAdmin';
import monitorCommon from './monitorCommon';
import monitorLogs from './monitorLogs';
import diagnosis from './diagnosis';
import statistics from './statistics';

export default {
  ...profile,
  ...grant,
  ...users,
  ...roles,
  ...deployment,
  ...searchPage,
  ...actions,
  ...company,
  ...dictionary,
  ...inform,
  ...screenSettings,
  ...menuAdmin,
  ...monitorCommon,
  ...monitorLogs,
  ...diagnosis,
  ...statistics,
};
