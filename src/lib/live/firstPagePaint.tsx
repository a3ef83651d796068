import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

// The frame's own calls that can wait: the top bar's red marks and button checks, the footer's version,
// a page's data. Asked for while the first page renders, they were requests in flight beside the menu and
// the page's chunk, and work in the commit that paints the page; asked for once it has painted, the page
// shows a frame sooner and the calls follow by a frame. Outside the layout nothing waits (default: painted).

type FirstPagePaint = { painted: boolean; markPainted: () => void };
const FirstPagePaintContext = createContext<FirstPagePaint>({ painted: true, markPainted: () => undefined });

/** If no page ever says it painted (a page that throws, a chunk that never comes), the calls go anyway. */
const LONGEST_WAIT_MS = 5_000;

/** The layout's first page paint, for everything inside the layout. */
export function FirstPagePaintProvider({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  const markPainted = useCallback(() => setPainted(true), []);
  useEffect(() => {
    const timer = setTimeout(markPainted, LONGEST_WAIT_MS);
    return () => clearTimeout(timer);
  }, [markPainted]);
  const value = useMemo(() => ({ painted, markPainted }), [painted, markPainted]);
  return <FirstPagePaintContext.Provider value={value}>{children}</FirstPagePaintContext.Provider>;
}

/** Whether the layout's first page has painted: the condition (`enabled`) of a call that can wait for it. */
export const useAfterFirstPagePaint = () => useContext(FirstPagePaintContext).painted;

/** Rendered beside a page's content: once that content is on screen (the frame after its commit), the waiting calls go. */
export function FirstPagePaintMark() {
  const { painted, markPainted } = useContext(FirstPagePaintContext);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // requestAnimationFrame runs before the frame's paint; the task after it runs once the frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(markPainted, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted, markPainted]);
  return null;
}
