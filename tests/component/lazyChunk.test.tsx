// A page's chunk that has loaded renders without suspending (src/lib/lazyChunk.ts): no loading fallback
// between the layout and the home, nor after a menu gate that started the page's chunk while it waited.
import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyChunk } from '../../src/lib/lazyChunk';

const page = (): { default: ComponentType } => ({ default: () => <p>page</p> });
const inSuspense = (Page: ComponentType) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );

describe('a lazily loaded chunk', () => {
  it('renders its page at once once preloaded, where React.lazy shows its fallback first', async () => {
    const Plain = lazy(() => Promise.resolve(page()));
    inSuspense(Plain);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('page')).toBeInTheDocument();

    const Page = lazyChunk(() => Promise.resolve(page()));
    await Page.preload();
    inSuspense(Page);
    expect(screen.getAllByText('page')).toHaveLength(2);
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('loads once for every preload and render', async () => {
    const load = vi.fn(() => Promise.resolve(page()));
    const Page = lazyChunk(load);
    inSuspense(Page);
    expect(screen.getByText('loading')).toBeInTheDocument();
    void Page.preload();
    expect(await screen.findByText('page')).toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed load failed: preload rejects with the browser’s error, as the render would', async () => {
    const failed = new TypeError('Failed to fetch dynamically imported module: http://x/assets/Page-1.js');
    const load = vi.fn(() => Promise.reject(failed));
    const Page = lazyChunk(load);
    await expect(Page.preload()).rejects.toBe(failed);
    await expect(Page.preload()).rejects.toBe(failed);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
