// Every message of this language, one table (react-intl). Loaded on its own: src/lib/messages.ts.
import common from './common';
import auth from './auth';
import appearance from './appearance';
import errorLog from './errorLog';
import lock from './lock';
import routes from './routes';
import tabs from './tabs';
import topbar from './topbar';
import menu from './menu';
import companyTree from './companyTree';
import department from './department';
import software from './software';
import profile from './profile';
import list from './list';
import actions from './actions';
import company from './company';
import dictionary from './dictionary';
import inform from './inform';
import screenSettings from './screenSettings';
import menuAdmin from './menuAdmin';

export default {
  ...common,
  ...auth,
  ...appearance,
  ...errorLog,
  ...lock,
  ...routes,
  ...tabs,
  ...topbar,
  ...menu,
  ...companyTree,
  ...department,
  ...software,
  ...profile,
  ...list,
  ...actions,
  ...company,
  ...dictionary,
  ...inform,
  ...screenSettings,
  ...menuAdmin,
};
