// Shared by every list page and form dialog (src/lib/listPage, src/components/list, src/components/form).
export default {
  'list.total': '共 {count} 条',
  'list.loadFailed': '加载失败',
  // spec 8 'No Authority': the server refused the signed-in user this load (the session stays).
  'list.noAuthority': '暂无权限',
  'list.retry': '重试',
  'list.empty': '暂无数据',
  'list.selection': '已选择的行',
  'list.selected': '已选择 {count} 项',
  'list.clearSelection': '取消选择',
  'list.andMore': '等 {total} 项',
  'list.search': '查询',
  'list.reset': '重置',
  // spec 8 'Operation succeeded!'
  'form.operationSucceeded': '操作成功!',
  'form.unsaved.title': '有未保存的修改',
  'form.unsaved.content': '关闭后，已填写的内容将丢失。确定关闭吗？',
  'form.unsaved.ok': '确定关闭',
  'form.unsaved.cancel': '继续编辑',
  'live.lastRefreshed': '最后刷新 {time}{seconds, plural, =0 {} other {（每 # 秒刷新）}}',
  'live.refreshing': '，正在刷新…',
};
