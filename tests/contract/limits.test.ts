// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listLimitOf } from '../../mocks/contract/operations';
import { COMPARE_MAX_ITEMS } from '../../src/lib/monitor/compareItems';

// A limit the contract states is written there once: the mock reads it, the console's constant must match.
describe('limits stated by the contract', () => {
  it('compare charts take as many items as one history call (spec 5: up to 8)', () => {
    const { max, refusal } = listLimitOf('getMonitorHistory', 'itemIds');
    expect(max).toBe(8);
    expect(COMPARE_MAX_ITEMS).toBe(max);
    expect(refusal).toBe('对比曲线最多选择8个监测项');
  });

  it('names a parameter the contract gives no limit', () => {
    expect(() => listLimitOf('getMonitorHistory', 'points')).toThrow(/no x-max-list-items/);
  });
});
