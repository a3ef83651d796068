/**
 * Whether the in-browser mock backend runs. Off when built with VITE_MOCK=off, or for this tab
 * once opened with ?mock=off (used to drive the same build against Prism or a real server).
 */
export function isMockEnabled(): boolean {
  if (import.meta.env.VITE_MOCK === 'off') return false;
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
