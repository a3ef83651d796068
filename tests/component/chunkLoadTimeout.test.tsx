// Spec 8: "A route chunk load timeout of 120 s gives a chunk load error": the timeout, and the error page.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '../../src/features/errorLog/AppErrorBoundary';
import { appConfig } from '../../src/platform/config';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from '../../src/lib/chunkLoad';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the route chunk load timeout', () => {
  it('is 120 s unless the deployment sets another', () => {
    expect(appConfig.chunkLoadTimeoutMs).toBe(120_000);
  });

  it('rejects with a chunk load error when the chunk is not in by then, not a moment before', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => undefined), 120_000);
    const outcome = load().then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes a chunk that arrives in time, and the browser’s failed import is a chunk load error too', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ default: 'page' }), 1000)()).resolves.toEqual({ default: 'page' });
    const failed = new TypeError('Failed to fetch dynamically imported module: http://x/assets/Page-1.js');
    await expect(withChunkTimeout(() => Promise.reject(failed), 1000)()).rejects.toBe(failed);
    expect(isChunkLoadError(failed)).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });
});

describe('the chunk load error page', () => {
  it('shows a stalled page as a chunk load error after the timeout, with a retry that reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Stalled = lazy(withChunkTimeout(() => new Promise<never>(() => undefined), 50));
    render(
      <AppErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Stalled />
        </Suspense>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('网络较慢或已中断');
    await act(() => userEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the general error page for a page that crashed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('x is undefined');
    }
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: '页面出错了' })).toBeInTheDocument();
    expect(screen.queryByText(/网络较慢/)).toBeNull();
  });
});
