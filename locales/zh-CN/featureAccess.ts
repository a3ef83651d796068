// The actions a page's verification refused, named (src/components/monitor/RefusedActionsNote.tsx); the
// refusal itself is monitor.access.noAuthority (spec 8 'No Authority', 暂无权限).
export default {
  'featureAccess.refusedActions': '{noAuthority}：{actions}',
  'featureAccess.action.add': '新增',
  'featureAccess.action.edit': '修改',
  'featureAccess.action.delete': '删除',
  'featureAccess.action.upload': '上传',
  'featureAccess.action.download': '下载',
  'featureAccess.actionSeparator': '、',
};
