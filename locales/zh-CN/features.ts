// The pages' messages of this language, one table loaded beside the first page that needs them
// (src/lib/messages.ts): the shell's table (index.ts) stays small for /login and the first paint.
import profile from './profile';
import featureAccess from './featureAccess';
import fileManagement from './fileManagement';

export default {
  ...profile,
  ...featureAccess,
  ...fileManagement,
};
