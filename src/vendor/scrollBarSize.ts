/**
 * @rc-component/util's getScrollBarSize module, with the target's measurement kept (vite.config.ts puts
 * this module in place of the original for the package's index, which antd's Table imports it from).
 *
 * The Table measures its scroll body's scrollbar in a layout effect that runs again each time a page
 * kept under `<Activity>` is shown. The original measures afresh each time: it adds a `<style>` to the
 * head, a scrolling div to the body, reads its size (a forced layout of the whole page) and takes both
 * out again - about 3 ms of every tab switch to a page with a table (README, "Tab switch, sixth
 * session"). The size depends only on the scrollbar styles the target has, so it is kept by those.
 */
import getScrollBarSize, { getTargetScrollBarSize as measureTarget } from '@rc-component/util/es/getScrollBarSize.js';

type ScrollBarSize = { width: number; height: number };

const measured = new Map<string, ScrollBarSize>();

export default getScrollBarSize;

export function getTargetScrollBarSize(target: HTMLElement): ScrollBarSize {
  if (typeof document === 'undefined' || !(target instanceof Element)) return { width: 0, height: 0 };
  const style = getComputedStyle(target);
  const webkit = getComputedStyle(target, '::-webkit-scrollbar');
  const key = [style.scrollbarWidth, style.scrollbarColor, webkit.width, webkit.height].join('|');
  let size = measured.get(key);
  if (!size) {
    size = measureTarget(target);
    measured.set(key, size);
  }
  return size;
}
