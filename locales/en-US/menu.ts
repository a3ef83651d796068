// Menu search (spec 2.9) and dynamic menu pages (spec 2.2). 'menu.home' lives in common.ts.
export default {
  'menu.search.open': 'Search menu',
  'menu.search.title': 'Menu search',
  'menu.search.input': 'Search menu',
  'menu.search.placeholder': 'Type a menu name',
  'menu.search.results': 'Matching menus',
  'menu.search.noMatch': 'No matching menu',
  'menu.search.hint': 'Enter opens, Esc closes',
  'menu.autocomplete.label': 'Open a menu by name',
  'menu.autocomplete.placeholder': 'Menu name',
};
