// spec 2.4: the tab bar. The confirm and done texts are the spec's own words.
export default {
  'tabs.bar': '已打开的页面',
  'tabs.more': '更多',
  'tabs.moreLabel': '更多标签操作',
  'tabs.hidden': '其余标签',
  'tabs.closeTab': '关闭标签',
  'tabs.close': '关闭',
  'tabs.closeOthers': '关闭其它',
  'tabs.closeAll': '关闭所有',
  'tabs.clearCache': '清除缓存',
  'tabs.clearCacheConfirm': '是否需要清除缓存?',
  'tabs.clearCacheDone': '清除完毕',
  'tabs.ok': '确定',
  'tabs.cancel': '取消',
};
