// Spec 7's feature verification calls on the monitoring pages (src/components/monitor/FeatureGate.tsx):
// spec 8's 'No Authority' is 暂无权限, the verification's own refusal msg.
export default {
  'featureAccess.checking': '正在校验权限…',
  'featureAccess.noAuthority': '暂无权限',
  'featureAccess.noAuthority.page': '您没有使用“{feature}”的权限。如需使用，请联系管理员为您的角色授权。',
  'featureAccess.checkFailed': '权限校验失败，请重试',
  'featureAccess.refusedActions': '暂无权限：{actions}',
  'featureAccess.action.add': '新增',
  'featureAccess.action.edit': '修改',
  'featureAccess.action.delete': '删除',
  'featureAccess.action.upload': '上传',
  'featureAccess.action.download': '下载',
  'featureAccess.actionSeparator': '、',
};
