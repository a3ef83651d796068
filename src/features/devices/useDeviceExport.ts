import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getDevicePage } from '../../../generated/endpoints/monitor/monitor';
import { useToast } from '../../components/feedback';
import { saveCsv } from '../../lib/download/csv';
import { okData } from '../../lib/http/okData';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { stateLabel } from '../../lib/monitor/labels';
import { DEVICE_CSV_COLUMNS, deviceCsvRows, exportFileName, fetchAllDevices, type ExportFilters } from './exportDevices';

export type DeviceExport = {
  /** Devices fetched so far and the total while an export runs; undefined otherwise. */
  progress: { done: number; total: number } | undefined;
  start: (filters: ExportFilters, company: string | undefined) => void;
  cancel: () => void;
};

/**
 * The CSV export of the whole filtered device list, with progress and a way to cancel (a large
 * company has 20,000 devices: 20 calls). Hiding or closing the page cancels it too.
 */
export function useDeviceExport(): DeviceExport {
  const intl = useIntl();
  const toast = useToast();
  const [progress, setProgress] = useState<DeviceExport['progress']>();
  const running = useRef<AbortController | null>(null);

  // A hidden tab's page makes no requests (its effects stop under <Activity mode="hidden">): an export
  // still running when the page is hidden or closed is cancelled, and the operator is told.
  useEffect(
    () => () => {
      if (!running.current) return;
      running.current.abort();
      running.current = null;
      toast.info(intl.formatMessage({ id: 'devices.export.cancelled' }));
    },
    [intl, toast],
  );

  const start = useCallback(
    (filters: ExportFilters, company: string | undefined) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setProgress({ done: 0, total: 0 });
      const fetchPage = async (params: Parameters<typeof getDevicePage>[0], signal: AbortSignal) => okData(await getDevicePage(params, { signal })).data;
      fetchAllDevices(filters, fetchPage, (done, total) => setProgress({ done, total }), controller.signal)
        .then((devices) => {
          const header = DEVICE_CSV_COLUMNS.map((column) => intl.formatMessage({ id: `devices.csv.${column}` }));
          const rows = deviceCsvRows(devices, { header, state: (state) => intl.formatMessage({ id: stateLabel(state) }) });
          saveCsv(exportFileName(intl.formatMessage({ id: 'route.deviceList' }), company, new Date()), header, rows);
          toast.success(intl.formatMessage({ id: 'devices.export.done' }, { count: devices.length }));
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          if (!reportedByHttpClient(error)) toast.error(intl.formatMessage({ id: 'devices.export.failed' }));
        })
        .finally(() => {
          if (running.current === controller) running.current = null;
          setProgress(undefined);
        });
    },
    [intl, toast],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setProgress(undefined);
  }, []);

  return { progress, start, cancel };
}
