import { DownloadOutlined, FileImageOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Chart } from '../chart/Chart';
import type { ChartHandle, ChartOption } from '../chart/chartTypes';
import { saveCsv, type CsvCell } from '../../lib/download/csv';
import { dataUrlToBlob } from '../../lib/download/dataUrl';
import { saveBlob } from '../../lib/download/saveBlob';

export type ChartCsv = { header: readonly string[]; rows: readonly (readonly CsvCell[])[] };

type Props = {
  option: ChartOption;
  /** What the chart shows (its accessible name and the buttons' context). */
  label: string;
  /** File name without extension, for both exports. */
  fileName: string;
  /** Exactly what the chart plots (CONVENTIONS: export what is plotted). */
  csv: ChartCsv;
  height?: number;
};

/**
 * A chart with its two exports: the picture as PNG (on the theme's background) and the plotted data
 * as CSV. The PNG button waits for the chart to exist (echarts is a lazy chunk).
 */
export function ExportableChart({ option, label, fileName, csv, height }: Props) {
  const intl = useIntl();
  const handle = useRef<ChartHandle | null>(null);
  const [ready, setReady] = useState(false);
  const onReady = useCallback((chart: ChartHandle) => {
    handle.current = chart;
    setReady(true);
  }, []);
  return (
    <div>
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 4 }} className="no-print">
        <Button
          size="small"
          icon={<FileImageOutlined />}
          disabled={!ready}
          aria-label={intl.formatMessage({ id: 'monitor.export.pngOf' }, { chart: label })}
          onClick={() => handle.current && saveBlob(dataUrlToBlob(handle.current.toPng()), `${fileName}.png`)}
        >
          PNG
        </Button>
        <Button
          size="small"
          icon={<DownloadOutlined />}
          disabled={csv.rows.length === 0}
          aria-label={intl.formatMessage({ id: 'monitor.export.csvOf' }, { chart: label })}
          onClick={() => saveCsv(fileName, csv.header, csv.rows)}
        >
          CSV
        </Button>
      </Space>
      <Chart option={option} label={label} height={height} onReady={onReady} />
    </div>
  );
}
