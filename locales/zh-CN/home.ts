// The home page (/wel/index): in the shell's table, because home is the first page after sign-in and
// waits for nothing else (few keys: they count in the /wel/index size budget).
export default {
  'home.welcome': '欢迎，{name}',
  'home.overview': '设备概览',
  'home.overviewOf': '{company} 设备概览',
  'home.refresh': '刷新',
  'home.figures': '概览指标',
  'home.byLevel': '报警 {alarm} · 预警 {warn}',
  'home.latest.empty': '近 7 日没有告警',
  'home.latest.peak': '峰值 {value} {unit}（限值 {threshold}）',
  'home.latest.ongoing': '持续中',
  'home.latest.cleared': '已解除',
  'home.attention.empty': '所有设备运行正常',
  'home.attention.since': '自 {time} 起',
  'home.week.empty': '近 7 日没有告警',
  'home.week.noDevices': '暂无设备',
  // The first column of the alarm trend's data table (read by screen readers).
  'home.trend.day': '日期',
  // The first column of the company ranking's data table (read by screen readers).
  'home.ranking.company': '企业',
};
