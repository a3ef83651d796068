/**
 * Whether this build carries the in-browser mock: `npm start` (dev, unless VITE_MOCK=off) and the demo
 * build (`npm run build:demo`, VITE_MOCK=on) do; `npm run build` does not. Vite replaces both terms at
 * build time, so in the real build the mock's dynamic import is dead code and its chunk is never emitted.
 */
export const MOCK_BUILT_IN = import.meta.env.DEV ? import.meta.env.VITE_MOCK !== 'off' : import.meta.env.VITE_MOCK === 'on';

/**
 * Whether this build carries the Prism panel (scenarios picked with Prefer headers while the mock is
 * off): every development server (`npm run dev:prism` included) and the demo build; never `npm run
 * build`, where Vite makes this `false` and the panel's code is dropped.
 */
export const PRISM_PANEL_BUILT_IN = import.meta.env.DEV || import.meta.env.VITE_MOCK === 'on';

/**
 * Whether the in-browser mock backend runs: only in a build that carries it, and not for this tab
 * once opened with ?mock=off (used to drive the demo build against Prism or a real server).
 */
export function isMockEnabled(): boolean {
  if (!MOCK_BUILT_IN) return false;
  const fromUrl = new URLSearchParams(window.location.search).get('mock');
  if (fromUrl === 'off' || fromUrl === 'on') sessionStorage.setItem('console-mock', fromUrl);
  return sessionStorage.getItem('console-mock') !== 'off';
}

/** What the in-browser mock says about itself once it runs (set by mocks/browser; read by the test page). */
export type RunningMock = { scenario: string; seed: number; latency: readonly [number, number]; chaosRate: number; tokenTtlSeconds: number };

declare global {
  interface Window {
    __CONSOLE_MOCK__?: RunningMock;
  }
}

/** The running mock's scenario, or undefined when the console talks to a server. */
export const runningMock = (): RunningMock | undefined => (typeof window === 'undefined' ? undefined : window.__CONSOLE_MOCK__);
