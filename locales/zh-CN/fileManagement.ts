// File management (/monitor/file/index). The columns and the upload dialog are the software
// dialog's (software.*, spec 2.6).
export default {
  'fileManagement.search': '查询文件',
  'fileManagement.name.placeholder': '文件名称包含',
  'fileManagement.tab.placeholder': '版本号包含',
  'fileManagement.column.actions': '操作',
  'fileManagement.download': '下载',
  'fileManagement.download.row': '下载 {name}',
  'fileManagement.upload': '上传文件',
  'fileManagement.upload.title': '上传文件',
  'fileManagement.remove': '删除',
  'fileManagement.remove.row': '删除 {name}',
  'fileManagement.remove.title': '删除文件',
  'fileManagement.remove.confirm': '确定删除 {name} 吗？删除后无法恢复。',
  'fileManagement.remove.ok': '删除',
  'fileManagement.remove.cancel': '取消',
  'fileManagement.remove.success': '已删除 {name}',
  'fileManagement.loadFailed': '文件列表加载失败',
  'fileManagement.empty': '暂无文件',
  'fileManagement.emptyFiltered': '没有符合条件的文件',
};
