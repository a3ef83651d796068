import { afterEach, describe, expect, it, vi } from 'vitest';

const measureTarget = vi.fn(() => ({ width: 15, height: 15 }));
vi.mock('@rc-component/util/es/getScrollBarSize.js', () => ({ default: () => 15, getTargetScrollBarSize: measureTarget }));

const { getTargetScrollBarSize } = await import('../../src/vendor/scrollBarSize');
const { keptScrollBarSize } = await import('../../vite.config');

describe('the kept scrollbar measurement (antd Table, every show of a kept page)', () => {
  afterEach(() => document.body.replaceChildren());

  it('measures a target once per scrollbar style, and again when the style differs', () => {
    const plain = document.body.appendChild(document.createElement('div'));
    const other = document.body.appendChild(document.createElement('div'));
    expect(getTargetScrollBarSize(plain)).toEqual({ width: 15, height: 15 });
    expect(getTargetScrollBarSize(other)).toEqual({ width: 15, height: 15 });
    expect(getTargetScrollBarSize(plain)).toEqual({ width: 15, height: 15 });
    expect(measureTarget).toHaveBeenCalledTimes(1);

    const thin = document.body.appendChild(document.createElement('div'));
    thin.style.setProperty('scrollbar-width', 'thin');
    getTargetScrollBarSize(thin);
    expect(measureTarget).toHaveBeenCalledTimes(2);
  });

  it('answers no size for what is not an element, as the original does', () => {
    expect(getTargetScrollBarSize(null as unknown as HTMLElement)).toEqual({ width: 0, height: 0 });
  });
});

describe('the build redirects only @rc-component/util index import of the measurement', () => {
  const plugin = keptScrollBarSize();
  (plugin.configResolved as (config: { root: string }) => void)({ root: '/repo' });
  const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;

  it('sends the index import to the kept measurement', () => {
    expect(resolve('./getScrollBarSize', '/repo/node_modules/@rc-component/util/es/index.js')).toBe('/repo/src/vendor/scrollBarSize.ts');
  });

  it('leaves every other import alone, the wrapped original included', () => {
    expect(resolve('./getScrollBarSize', '/repo/node_modules/@rc-component/util/es/Dom/scrollLocker.js')).toBeNull();
    expect(resolve('@rc-component/util/es/getScrollBarSize.js', '/repo/src/vendor/scrollBarSize.ts')).toBeNull();
    expect(resolve('./getScrollBarSize', '/repo/src/other/index.js')).toBeNull();
  });
});
