// The actions a page's verification refused, named (src/components/monitor/RefusedActionsNote.tsx); the
// refusal itself is monitor.access.noAuthority (spec 8 'No Authority', 暂无权限).
export default {
  'featureAccess.refusedActions': '{noAuthority}: {actions}',
  'featureAccess.action.add': 'add',
  'featureAccess.action.edit': 'edit',
  'featureAccess.action.delete': 'delete',
  'featureAccess.action.upload': 'upload',
  'featureAccess.action.download': 'download',
  'featureAccess.actionSeparator': ', ',
};
