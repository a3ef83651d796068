// Shared by every list page and form dialog (src/lib/listPage, src/components/list, src/components/form).
export default {
  'list.total': '{count, plural, one {# item} other {# items}} in all',
  'list.loadFailed': 'Failed to load',
  // spec 8 'No Authority': the server refused the signed-in user this load (the session stays).
  'list.noAuthority': 'No Authority',
  'list.retry': 'Retry',
  'list.empty': 'No data',
  'list.selection': 'Selected rows',
  'list.selected': '{count, plural, one {# item} other {# items}} selected',
  'list.clearSelection': 'Clear selection',
  'list.andMore': 'and others, {total} in all',
  'list.search': 'Search',
  'list.reset': 'Reset',
  // spec 8 'Operation succeeded!'
  'form.operationSucceeded': 'Operation succeeded!',
  'form.unsaved.title': 'Unsaved changes',
  'form.unsaved.content': 'What you have entered will be lost. Close anyway?',
  'form.unsaved.ok': 'Close',
  'form.unsaved.cancel': 'Keep editing',
  'live.lastRefreshed': 'Last refreshed {time}{seconds, plural, =0 {} other { (every # s)}}',
  'live.refreshing': ', refreshing…',
};
