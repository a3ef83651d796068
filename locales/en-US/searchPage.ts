// /search, the public search page (spec 2.1); loaded with the pages' messages.
export default {
  'search.page.title': 'Search',
  'search.page.label': 'Search the pages of your menu',
  'search.page.placeholder': 'Type the start of a page name, e.g. “设备”',
  'search.page.results': 'Matching pages',
  'search.page.empty': 'Type the start of a page name to list the pages that begin with it.',
  'search.page.count': '{count, plural, one {# page found} other {# pages found}}',
  'search.page.noMatch': 'No page starts with “{text}”',
  'search.page.loading': 'Loading the menu…',
  'search.page.failed': 'The menu could not be loaded.',
  'search.page.retry': 'Try again',
  'search.page.keys': '↑ ↓ to choose, Enter to open, Esc to go back',
  'search.page.signedOut': 'The search covers the pages of your menu: please sign in first.',
  'search.page.toLogin': 'Sign in',
  'search.page.keysSignedOut': 'Esc to go back',
};
