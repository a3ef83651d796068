// The home page (/wel/index): in the shell's table, because home is the first page after sign-in and
// waits for nothing else (few keys: they count in the /wel/index size budget).
export default {
  'home.welcome': 'Welcome, {name}',
  'home.overview': 'Device overview',
  'home.overviewOf': 'Device overview of {company}',
  'home.refresh': 'Refresh',
  'home.figures': 'Overview figures',
  'home.byLevel': 'Alarm {alarm} · Warning {warn}',
  'home.latest.empty': 'No alarms in the last 7 days',
  'home.latest.peak': 'Peak {value} {unit} (limit {threshold})',
  'home.latest.ongoing': 'Ongoing',
  'home.latest.cleared': 'Cleared',
  'home.attention.empty': 'All devices are running normally',
  'home.attention.since': 'since {time}',
  'home.week.empty': 'No alarms in the last 7 days',
  'home.week.noDevices': 'No devices',
  // The first column of the alarm trend's data table (read by screen readers).
  'home.trend.day': 'Date',
  // The first column of the company ranking's data table (read by screen readers).
  'home.ranking.company': 'Company',
};
