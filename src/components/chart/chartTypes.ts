import type { EChartsCoreOption } from 'echarts/core';

export type ChartOption = EChartsCoreOption;

/** The few theme values a chart takes from antd's tokens (spec 2.9: themes and the primary colour). */
export type ChartTheme = {
  primary: string;
  text: string;
  textSecondary: string;
  border: string;
  background: string;
  warning: string;
  error: string;
  success: string;
  disabled: string;
};

/** What the page gets back once the chart exists: enough to export and to listen, nothing to leak. */
export type ChartHandle = {
  /** The chart as a PNG data URL, on the theme's background (export as PNG). */
  toPng: () => string;
  /** Zoom the time axis to [start, end] (ms) without touching the option. */
  zoomTo: (start: number, end: number) => void;
  /** Any other echarts action (brush, legend toggles ...), for controls the page draws outside the canvas. */
  dispatchAction: (action: { type: string; [key: string]: unknown }) => void;
  /**
   * Merges a part into the chart's option at once (new points for a zoomed window; the page's option
   * stays as it was given). Components named in `replace` are replaced, not merged: echarts merges a
   * dataset's new columns into its old ones element by element.
   */
  mergeOption: (part: ChartOption, replace?: string[]) => void;
};
