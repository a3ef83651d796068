import { systemTitles } from '../titles';

export default {
  'app.title': systemTitles['en-US'],
  'error.unknown': 'Unknown error',
  'menu.home': 'Home',
  'language.zh': '中文',
  'language.en': 'English',
  'language.switch': 'Switch language',
  'error.notFound': 'Sorry, the page you visited does not exist.',
  'common.nameWithCode': '{name} ({code})',
  'error.backHome': 'Back home',
  // The corner label of a build with the in-browser mock (demo build, npm start).
  'demo.mark': 'Demo data',
};
