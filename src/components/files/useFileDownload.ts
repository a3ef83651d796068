import { useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadFile } from '../../../generated/endpoints/file/file';
import type { SoftwareFile } from '../../../generated/model';
import { saveBlob } from '../../lib/download/saveBlob';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { useToast } from '../feedback';

/**
 * Spec 7 GET /api/upload/{path}: saves a listed file under its own name. A direct call, not the generated
 * query hook: a package can be a gigabyte, which must not stay in the query cache. `downloading` is the
 * path being fetched, so a list can show progress on that row only.
 */
export function useFileDownload() {
  const intl = useIntl();
  const toast = useToast();
  const [downloading, setDownloading] = useState<string>();
  const download = async (file: Pick<SoftwareFile, 'name' | 'path'>) => {
    setDownloading(file.path);
    try {
      const reply = await downloadFile(encodeURIComponent(file.path));
      if (reply.status === 200) saveBlob(reply.data, file.name);
    } catch (error) {
      // The http client has said why for a refusal it understood (spec 8); anything else is said here.
      if (!reportedByHttpClient(error)) toast.error(intl.formatMessage({ id: 'software.download.failed' }));
    } finally {
      setDownloading(undefined);
    }
  };
  return { download, downloading };
}
