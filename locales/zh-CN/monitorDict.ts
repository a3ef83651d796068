// Labels of the monitoring contract's enums and of the business dictionaries it uses, so that
// every page shows the same words in both languages. The dictionaries' Chinese labels are the server's
// dictValue; the English ones are the console's (the dictionaries have none).
// The words the shell's pages need (home: states, levels, figures, cards); the rest of the monitoring labels
// (run log, records, grades, findings, dictionaries) are in monitorDictPages.ts, in the pages' table.
export default {
  'monitor.unknown': '未知',
  'monitor.state.online': '在线',
  'monitor.state.warn': '预警',
  'monitor.state.alarm': '报警',
  'monitor.state.offline': '离线',
  'monitor.level.warn': '预警',
  'monitor.level.alarm': '报警',
  'monitor.figure.online': '在线设备',
  'monitor.figure.alarm': '报警设备',
  'monitor.figure.warn': '预警设备',
  'monitor.figure.offline': '离线设备',
  'monitor.figure.deviceCount': '设备总数',
  'monitor.figure.onlineRate': '在线率',
  'monitor.figure.todayAlarms': '今日告警',
  'monitor.figure.unhandledAlarms': '未处理告警',
  'monitor.card.latestAlarms': '最新告警',
  'monitor.card.alarmTrend': '近7日告警趋势',
  'monitor.card.attentionDevices': '需关注设备',
  'monitor.card.companyRanking': '企业告警排行',
  'monitor.card.itemTypeShare': '监测项类型分布',
  'monitor.card.onlineRateTrend': '在线率趋势',
};
