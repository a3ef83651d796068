// The platform console (/wel/dashboard),.
export default {
  'dashboard.topLevel': '全部顶级企业',
  'dashboard.childrenOf': '{company} 的下级企业',
  'dashboard.devices': '{count} 台设备',
  'dashboard.counts': '{company} 的设备状态',
  'dashboard.chart': '各企业设备状态对比',
  'dashboard.empty': '暂无企业',
};
