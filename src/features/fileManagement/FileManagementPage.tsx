// /monitor/file/index: file management on the contract's file operations - the same files the
// top bar's software dialog lists (file/list), 10 a page with the size in KB with 2 decimals (spec 2.6,
// 9), name and version filters in the address, download, remove and the resumable upload, each by
// spec 7's fileVerification. The files are not per company in the contract, so the tree's choice does
// not narrow this list.
import { useIntl } from 'react-intl';
import { GatedPageFrame } from '../../components/monitor/GatedPageFrame';
import { FileList } from './FileList';

export default function FileManagementPage() {
  const intl = useIntl();
  return (
    <GatedPageFrame feature="file" title={intl.formatMessage({ id: 'route.file' })}>
      <FileList />
    </GatedPageFrame>
  );
}
