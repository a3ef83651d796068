// The pages' messages of this language, one table loaded beside the first page that needs them
// (src/lib/messages.ts): the shell's table (index.ts) stays small for /login and the first paint.
import profile from './profile';
import grant from './grant';
import users from './users';
import roles from './roles';
import deployment from './deployment';
import searchPage from './searchPage';
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
  ...monitorCommon,
  ...monitorLogs,
  ...diagnosis,
  ...statistics,
};
