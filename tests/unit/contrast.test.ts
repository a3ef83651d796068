// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade } from '../../src/lib/color/contrast';

describe('contrast (WCAG 2.1, 1.4.3)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#409eff', '#ffffff', 2.78],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 1);
  });

  it('darkens the default blue until white text on it, and it on white, reach 4.5:1', () => {
    const shade = readableShade('#409EFF', ['#ffffff', '#fafafa']);
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#fafafa')).toBeGreaterThanOrEqual(4.5);
    // Still the picked blue's hue, not black.
    expect(shade).not.toBe('#000000');
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(shade.slice(at, at + 2), 16));
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
  });

  it('keeps a colour that already reads well', () => {
    expect(readableShade('#304156', ['#ffffff'])).toBe('#304156');
    expect(readableShade('#212121', ['#ffffff'])).toBe('#212121');
  });
});
