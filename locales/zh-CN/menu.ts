// Menu search (spec 2.9) and dynamic menu pages (spec 2.2). 'menu.home' lives in common.ts.
export default {
  'menu.search.open': '搜索菜单',
  'menu.search.title': '菜单搜索',
  'menu.search.input': '搜索菜单',
  'menu.search.placeholder': '请输入菜单名称',
  'menu.search.results': '匹配的菜单',
  'menu.search.noMatch': '没有匹配的菜单',
  'menu.search.hint': '回车打开，Esc 关闭',
  'menu.autocomplete.label': '按菜单名称快速打开',
  'menu.autocomplete.placeholder': '菜单名称',
};
