// (compare chart first paint under 300 ms): a chart whose chunk is already in renders its canvas
// in its first render, and one whose chunk comes later draws as soon as it is in. A lazy component
// suspends, and React 19 then holds content revealed after a fallback until 300 ms after the fallback
// showed - the chart drawn up to 300 ms late. echarts does not draw in happy-dom: the canvas is stood in
// for, counting its mounts.
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartCanvasProps } from '../../src/components/chart/ChartCanvas';

const mounts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/components/chart/ChartCanvas', () => ({ default: ChartStandIn }));
function ChartStandIn({ option }: ChartCanvasProps) {
  useEffect(() => {
    mounts.count++;
  }, []);
  return <div data-testid="chart" data-title={(option as { title?: { text?: string } }).title?.text} />;
}

const option = (text: string) => ({ title: { text } });
/** Chart.tsx as a page loads it the first time: its canvas' chunk not yet loaded. */
const freshChart = async () => {
  vi.resetModules();
  return import('../../src/components/chart/Chart');
};

describe('<Chart> and its canvas chunk', () => {
  beforeEach(() => {
    mounts.count = 0;
  });

  it('draws its canvas in its first render when the page preloaded the chunk', async () => {
    const { Chart, preloadChart } = await freshChart();
    preloadChart();
    await vi.waitFor(async () => expect(await import('../../src/components/chart/ChartCanvas')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 0)); // the preload's own then has run
    const view = render(<Chart option={option('a')} label="chart" />);
    // No placeholder in between: the canvas is there in the very render that shows the chart.
    expect(screen.getByTestId('chart')).toHaveAttribute('data-title', 'a');
    expect(view.container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('draws as soon as a chunk that comes after its first render is in (no Suspense hold)', async () => {
    let arrive = () => {};
    const gate = new Promise<void>((resolve) => (arrive = resolve));
    vi.resetModules();
    // The chunk comes when the test says so.
    vi.doMock('../../src/components/chart/ChartCanvas', async () => {
      await gate;
      return { default: ChartStandIn };
    });
    const { Chart } = await import('../../src/components/chart/Chart');
    const view = render(<Chart option={option('a')} label="chart" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const arrived = performance.now();
    arrive();
    await screen.findByTestId('chart', undefined, { interval: 5 });
    // Held by a Suspense fallback it would show ~280 ms after the chunk came (300 ms after the placeholder).
    expect(performance.now() - arrived).toBeLessThan(200);
    vi.doMock('../../src/components/chart/ChartCanvas', () => ({ default: ChartStandIn }));
  });

  it('waits for the chunk when nothing preloaded it, then keeps its canvas (one echarts instance) through new options', async () => {
    const { Chart } = await freshChart();
    const view = render(<Chart option={option('a')} label="chart" />);
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
    expect(view.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByTestId('chart')).toHaveAttribute('data-title', 'a');
    view.rerender(<Chart option={option('b')} label="chart" />);
    expect(screen.getByTestId('chart')).toHaveAttribute('data-title', 'b');
    view.rerender(<Chart option={option('c')} label="chart" />);
    expect(screen.getByTestId('chart')).toHaveAttribute('data-title', 'c');
    expect(mounts.count).toBe(1);
  });
});
