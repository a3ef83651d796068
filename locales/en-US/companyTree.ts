// The company tree sidebar (spec 2.2, 2.7, 4).
export default {
  'companyTree.label': 'Company tree',
  'companyTree.search': 'Search companies',
  'companyTree.search.clear': 'Clear the search',
  'companyTree.search.placeholder': 'Type to filter',
  'companyTree.loading': 'Loading companies…',
  'companyTree.error': 'The companies could not be loaded',
  'companyTree.retry': 'Retry',
  'companyTree.empty': 'No companies yet',
  'companyTree.noMatch': 'No company name contains "{query}"',
  'companyTree.matches': '{count, plural, one {# company found} other {# companies found}}',
  'companyTree.device': ' (whole-machine device)',
  'companyTree.breadcrumb': 'Selected company',
  'companyTree.show': 'Show the company tree',
  'companyTree.hide': 'Hide the company tree',
  'companyTree.open': 'Companies',
} satisfies Record<string, string>;
