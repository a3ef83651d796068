// The layout's calls that wait for its first page (src/lib/live/firstPagePaint.tsx): outside the layout
// nothing waits; inside, they wait until a page's content has committed and its frame has painted, and no
// longer than the longest wait when no page ever says so.
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FirstPagePaintMark, FirstPagePaintProvider, useAfterFirstPagePaint } from '../../src/lib/live/firstPagePaint';

function Waiting() {
  return <output aria-label="painted">{String(useAfterFirstPagePaint())}</output>;
}

/** A layout whose page arrives when the test says (as a lazy page's chunk does). */
function Layout() {
  const [pageShown, showPage] = useState(false);
  return (
    <FirstPagePaintProvider>
      <Waiting />
      <button type="button" onClick={() => showPage(true)}>
        show page
      </button>
      {pageShown && (
        <>
          <FirstPagePaintMark />
          <p>the page</p>
        </>
      )}
    </FirstPagePaintProvider>
  );
}

const painted = () => screen.getByLabelText('painted').textContent;

describe('the first page paint', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps nothing waiting outside the layout', () => {
    render(<Waiting />);
    expect(painted()).toBe('true');
  });

  it('lets the waiting calls go the frame after the page has committed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    render(<Layout />);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(painted()).toBe('false');
    act(() => screen.getByRole('button', { name: 'show page' }).click());
    expect(painted()).toBe('false');
    // requestAnimationFrame, then the task after the painted frame.
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(painted()).toBe('true');
  });

  it('lets them go after five seconds when no page says it painted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    render(<Layout />);
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(painted()).toBe('false');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(painted()).toBe('true');
  });
});
