// The pages' messages of this language, one table loaded beside the first page that needs them
// (src/lib/messages.ts): the shell's table (index.ts) stays small for /login and the first paint.
import profile from './profile';
import department from './department';
import software from './software';
import devices from './devices';
import dashboard from './dashboard';
import monitorDictPages from './monitorDictPages';
import grant from './grant';
import users from './users';
import roles from './roles';
import deployment from './deployment';
import searchPage from './searchPage';

export default {
  ...profile,
  ...grant,
  ...users,
  ...roles,
  ...deployment,
  ...searchPage,
  // The company tree's department dialogs and the top bar's software dialog (lazy, with this table).
  ...department,
  ...software,
  ...devices,
  ...dashboard,
  ...monitorDictPages,
};
