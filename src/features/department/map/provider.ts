// The map picker's maps service (spec 2.7, 7 "Map", 9), behind one interface. The default is the
// offline provider (a bundled gazetteer and a drawn map; no network at all). A real service (AMap,
// Baidu, Tianditu, ...) plugs in with registerMapProvider() before the picker opens - see docs/product-guide.md.
import type { MapProvider } from './mapService';

let registered: MapProvider | undefined;

/**
 * Installs a real maps service for every map picker opened afterwards: the deployment's hook, called from
 * its own entry code (docs/product-guide.md), so nothing in the console calls it.
 * @public
 */
export function registerMapProvider(provider: MapProvider | undefined) {
  registered = provider;
}

/** The registered provider, else the offline one (loaded with the picker, not with the page). */
export async function loadMapProvider(): Promise<MapProvider> {
  if (registered) return registered;
  const { offlineMapProvider } = await import('./offlineProvider');
  return offlineMapProvider;
}
