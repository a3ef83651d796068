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
import department from './department';
import software from './software';
import monitorCommon from './monitorCommon';
import monitorLogs from './monitorLogs';
import diagnosis from './diagnosis';
import featureAccess from './featureAccess';
import fileManagement from './fileManagement';
import formText from './formText';
import expert from './expert';
import records from './records';
import disposition from './disposition';
import devices from './devices';
import dashboard from './dashboard';
import monitorDictPages from './monitorDictPages';
import monitorCharts from './monitorCharts';
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
  // The company tree's department dialogs and the top bar's software dialog (lazy, with this table).
  ...department,
  ...software,
  ...monitorCommon,
  ...monitorLogs,
  ...diagnosis,
  ...featureAccess,
  ...fileManagement,
  ...formText,
  ...expert,
  ...records,
  ...disposition,
  ...devices,
  ...dashboard,
  ...monitorDictPages,
  ...monitorCharts,
  ...statistics,
};
