// The shell's messages of this language (react-intl), awaited before the first render; the pages'
// messages are in features.ts, loaded with the first page (src/lib/messages.ts).
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
import list from './list';
import monitorDict from './monitorDict';
import home from './home';

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
  ...list,
  ...monitorDict,
  ...home,
};
