// The platform console (/wel/dashboard),.
export default {
  'dashboard.topLevel': 'All top-level companies',
  'dashboard.childrenOf': 'Companies under {company}',
  'dashboard.devices': '{count, plural, one {# device} other {# devices}}',
  'dashboard.counts': 'Devices of {company} by status',
  'dashboard.chart': 'Devices by status, company by company',
  'dashboard.empty': 'No companies',
};
