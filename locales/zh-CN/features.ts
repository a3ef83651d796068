// The pages' messages of this language, one table loaded beside the first page that needs them
// (src/lib/messages.ts): the shell's table (index.ts) stays small for /login and the first paint.
import profile from './profile';
import monitorCharts from './monitorCharts';

export default {
  ...profile,
  ...monitorCharts,
};
