// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fitColumns } from '../../src/lib/listPage/fitColumns';

describe('fitColumns (a list table sized from its columns)', () => {
  it('scrolls at the sum of the widths, the open column counted at its minimum, with a fixed layout', () => {
    const columns = [{ title: 'a', width: 120 }, { title: 'b', minWidth: 200 }, { title: 'c', width: 90 }];
    expect(fitColumns(columns)).toEqual({ scroll: { x: 410 }, tableLayout: 'fixed' });
  });

  it("adds antd's selection column when rows can be chosen", () => {
    expect(fitColumns([{ title: 'a', width: 100 }], { selection: true }).scroll.x).toBe(132);
  });

  it('counts a column that says no number as nothing (a width in another unit is not summed)', () => {
    expect(fitColumns([{ title: 'a', width: '20%' }, { title: 'b', width: 50 }]).scroll.x).toBe(50);
  });
});
