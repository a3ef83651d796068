// Spec 7's feature verification calls on the monitoring pages (src/components/monitor/FeatureGate.tsx):
// spec 8's 'No Authority' is 暂无权限, the verification's own refusal msg.
export default {
  'featureAccess.checking': 'Checking your permission…',
  'featureAccess.noAuthority': 'No Authority',
  'featureAccess.noAuthority.page': 'You may not use “{feature}”. Ask an administrator to grant it to your role.',
  'featureAccess.checkFailed': 'The permission check failed. Please try again',
  'featureAccess.refusedActions': 'No Authority: {actions}',
  'featureAccess.action.add': 'add',
  'featureAccess.action.edit': 'edit',
  'featureAccess.action.delete': 'delete',
  'featureAccess.action.upload': 'upload',
  'featureAccess.action.download': 'download',
  'featureAccess.actionSeparator': ', ',
};
