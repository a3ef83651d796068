import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countTicks } from '../../src/components/chart/barScale';
import { StackedBars } from '../../src/components/chart/StackedBars';

const series = [
  { name: '预警', color: 'rgb(250, 173, 20)', values: [3, 0, 6] },
  { name: '报警', color: 'rgb(255, 77, 79)', values: [1, 2, 0] },
];

describe('the light stacked bar chart', () => {
  it('gives screen readers the figures as a table, under the chart name', () => {
    render(<StackedBars label="近 7 日告警趋势" categoryHeader="日期" categories={['11-20', '11-21', '11-22']} series={series} height={200} />);
    const figure = screen.getByRole('figure', { name: '近 7 日告警趋势' });
    const table = within(figure).getByRole('table', { name: '近 7 日告警趋势' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['日期', '预警', '报警'],
      ['11-20', '3', '1'],
      ['11-21', '0', '2'],
      ['11-22', '6', '0'],
    ]);
  });

  it('stacks each day in the series colours, the tallest under the top tick, and says the figures on hover', () => {
    const { container } = render(<StackedBars label="trend" categoryHeader="Date" categories={['11-20', '11-21', '11-22']} series={series} height={200} />);
    const stacks = [...container.querySelectorAll<HTMLElement>('[data-total]')];
    expect(stacks.map((stack) => stack.dataset.total)).toEqual(['4', '2', '6']);
    // Ticks 0, 2, 4, 6: the stack of 6 fills the plot, 3 of warn is half of it.
    const first = [...stacks[2].children] as HTMLElement[];
    expect(first.map((segment) => [segment.style.height, segment.style.background])).toEqual([
      ['100%', 'rgb(250, 173, 20)'],
      ['0%', 'rgb(255, 77, 79)'],
    ]);
    expect((stacks[0].children[0] as HTMLElement).style.height).toBe('50%');
    expect(stacks[0].title).toBe('11-20\n预警: 3\n报警: 1');
  });

  it('draws an empty week on a 0-1 axis rather than dividing by zero', () => {
    const { container } = render(<StackedBars label="trend" categoryHeader="Date" categories={['11-20']} series={[{ name: 'warn', color: 'red', values: [0] }]} height={200} />);
    expect((container.querySelector('[data-total] > div') as HTMLElement).style.height).toBe('0%');
  });
});

describe('the count axis', () => {
  it('steps by 1, 2 or 5 × 10ⁿ in whole numbers and reaches the largest count', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(6)).toEqual([0, 2, 4, 6]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });
});
