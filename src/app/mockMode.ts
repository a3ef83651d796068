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
