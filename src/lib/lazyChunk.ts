import { createElement, lazy, type ComponentType } from 'react';
import { withChunkTimeout } from './chunkLoad';

/** A page or a frame: rendered by the router, with no props. */
export type LazyChunk = ComponentType & {
  /** Starts loading the chunk (once); when it has loaded, the component renders without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy, within spec 8's chunk load timeout, that renders the module's component straight away once
 * its chunk is in. React.lazy suspends on its first render even when the module has loaded (`import()`
 * resolves a tick later), and React 19 then holds the content back until 300 ms after the fallback showed
 * (its fallback throttle): a signed-in first visit waited for that once for the layout and again for the
 * home. Whoever knows a chunk will be needed calls `preload`; a render after it resolved does not suspend.
 */
export function lazyChunk(load: () => Promise<{ default: ComponentType }>): LazyChunk {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadWithTimeout = withChunkTimeout(load);
  // One load for both ways in: `loaded` is set before React.lazy sees the module, so a render that
  // could show the lazy's resolved content renders the component itself (the same element type after).
  const preload = () =>
    (loading ??= loadWithTimeout().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  const Chunk = () => createElement(loaded ?? Lazy);
  return Object.assign(Chunk, { preload });
}
