// Labels of the monitoring contract's enums and of the business dictionaries it uses.
// The words the shell's pages need (home: states, levels, figures, cards); the rest of the monitoring labels
// (run log, records, grades, findings, dictionaries) are in monitorDictPages.ts, in the pages' table.
export default {
  'monitor.unknown': 'Unknown',
  'monitor.state.online': 'Online',
  'monitor.state.warn': 'Warning',
  'monitor.state.alarm': 'Alarm',
  'monitor.state.offline': 'Offline',
  'monitor.level.warn': 'Warning',
  'monitor.level.alarm': 'Alarm',
  'monitor.figure.online': 'Online devices',
  'monitor.figure.alarm': 'Devices in alarm',
  'monitor.figure.warn': 'Devices in warning',
  'monitor.figure.offline': 'Offline devices',
  'monitor.figure.deviceCount': 'All devices',
  'monitor.figure.onlineRate': 'Online rate',
  'monitor.figure.todayAlarms': "Today's alarms",
  'monitor.figure.unhandledAlarms': 'Unhandled alarms',
  'monitor.card.latestAlarms': 'Latest alarms',
  'monitor.card.alarmTrend': 'Alarms in the last 7 days',
  'monitor.card.attentionDevices': 'Devices needing attention',
  'monitor.card.companyRanking': 'Alarms by company',
  'monitor.card.itemTypeShare': 'Alarms by item type',
  'monitor.card.onlineRateTrend': 'Online rate trend',
};
