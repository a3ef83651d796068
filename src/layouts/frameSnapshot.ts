import { useEffect, type RefObject } from 'react';
import { readScreen, type Screen } from '../lib/screen';
import { getStore, setStore } from '../platform/storage';

/**
 * How the main layout's frame looked the last time this tab showed it, at one screen value: where its
 * header, tree column and page sat, and their paint. The next load of the tab paints that frame while
 * the layout's chunk arrives (FramePlaceholder), so the page's first paint does not wait for it.
 */
export type FrameSnapshot = {
  screen: Screen;
  headerHeight: number;
  /** The page's box: below the header and the tab row, right of the tree column (0 without one). */
  contentTop: number;
  contentLeft: number;
  /** The page's padding in that box (MainLayout's, by screen value). */
  contentPadding: number;
  /** Computed `background` of the frame, its header and its tree column (empty without one). */
  background: string;
  headerBackground: string;
  siderBackground: string;
  /** antd's font and heading colour in the frame's theme, for the home's heading on the placeholder. */
  fontFamily: string;
  headingColor: string;
};

const NAME = 'frame';

/** The snapshot kept for the window's current screen value, if this tab has one. */
export function readFrameSnapshot(): FrameSnapshot | undefined {
  const snapshot = getStore<FrameSnapshot>(NAME);
  return snapshot?.screen === readScreen() ? snapshot : undefined;
}

type FrameParts = { root: RefObject<HTMLElement | null>; header: RefObject<HTMLElement | null>; content: RefObject<HTMLElement | null> };

function takeSnapshot({ root, header, content }: { root: HTMLElement; header: HTMLElement; content: HTMLElement }): FrameSnapshot {
  const box = content.getBoundingClientRect();
  const sider = root.querySelector<HTMLElement>(':scope > .ant-layout > .ant-layout-sider');
  const rootStyle = getComputedStyle(root);
  return {
    screen: readScreen(),
    headerHeight: Math.round(header.getBoundingClientRect().height),
    contentTop: Math.round(box.top + window.scrollY),
    contentLeft: Math.round(box.left + window.scrollX),
    contentPadding: parseFloat(getComputedStyle(content).paddingTop) || 0,
    background: rootStyle.background,
    headerBackground: getComputedStyle(header).background,
    siderBackground: sider ? getComputedStyle(sider).background : '',
    fontFamily: rootStyle.fontFamily,
    headingColor: rootStyle.getPropertyValue('--ant-color-text-heading').trim(),
  };
}

/**
 * Keeps this tab's snapshot of the frame current: measured after layout (a ResizeObserver's first call
 * comes then, so the first paint forces no layout), again whenever the header or the page's box change
 * size (a wrapped top bar, the tree folded) and when `look` (the theme) changes.
 */
export function useFrameSnapshot(parts: FrameParts, look: unknown) {
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    let kept = '';
    const observer = new ResizeObserver(() => {
      const [root, header, content] = [parts.root.current, parts.header.current, parts.content.current];
      if (!root || !header || !content) return;
      const snapshot = takeSnapshot({ root, header, content });
      const written = JSON.stringify(snapshot);
      if (written === kept) return;
      kept = written;
      setStore(NAME, snapshot);
    });
    for (const part of [parts.header.current, parts.content.current]) if (part) observer.observe(part);
    return () => observer.disconnect();
  }, [parts.root, parts.header, parts.content, look]);
}
