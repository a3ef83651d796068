// File management (/monitor/file/index). The columns and the upload dialog are the software
// dialog's (software.*, spec 2.6).
export default {
  'fileManagement.search': 'Search files',
  'fileManagement.name.placeholder': 'File name contains',
  'fileManagement.tab.placeholder': 'Version contains',
  'fileManagement.column.actions': 'Actions',
  'fileManagement.download': 'Download',
  'fileManagement.download.row': 'Download {name}',
  'fileManagement.upload': 'Upload file',
  'fileManagement.upload.title': 'Upload a file',
  'fileManagement.remove': 'Delete',
  'fileManagement.remove.row': 'Delete {name}',
  'fileManagement.remove.title': 'Delete file',
  'fileManagement.remove.confirm': 'Delete {name}? This cannot be undone.',
  'fileManagement.remove.ok': 'Delete',
  'fileManagement.remove.cancel': 'Cancel',
  'fileManagement.remove.success': '{name} deleted',
  'fileManagement.loadFailed': 'Failed to load the files',
  'fileManagement.empty': 'No files yet',
  'fileManagement.emptyFiltered': 'No file matches the search',
};
