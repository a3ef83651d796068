// /search, the public search page (spec 2.1); loaded with the pages' messages.
export default {
  'search.page.title': '搜索',
  'search.page.label': '搜索菜单中的页面',
  'search.page.placeholder': '输入页面名称的开头，如“设备”',
  'search.page.results': '匹配的页面',
  'search.page.empty': '输入页面名称的开头，列出以它开头的页面。',
  'search.page.count': '找到 {count} 个页面',
  'search.page.noMatch': '没有以“{text}”开头的页面',
  'search.page.loading': '正在加载菜单…',
  'search.page.failed': '菜单加载失败。',
  'search.page.retry': '重试',
  'search.page.keys': '↑ ↓ 选择，回车打开，Esc 返回',
  'search.page.signedOut': '搜索的是您的菜单中的页面：请先登录。',
  'search.page.toLogin': '去登录',
  'search.page.keysSignedOut': 'Esc 返回',
};
