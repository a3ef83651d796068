// Web Mercator, as every web map uses it (spec 9: centre about 121.6, 31.2, zoom 12): at zoom z the
// world is 256 * 2^z pixels wide. Pure functions, shared by the offline map and its tests.
import type { LngLat } from './mapService';

const TILE = 256;
const MAX_LAT = 85.05112878;

export type Point = { x: number; y: number };

export const worldSize = (zoom: number) => TILE * 2 ** zoom;

/**
 * Longitude/latitude to world pixels at `zoom`.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function project({ lng, lat }: LngLat, zoom: number): Point {
  const size = worldSize(zoom);
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/**
 * World pixels at `zoom` back to longitude/latitude.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function unproject({ x, y }: Point, zoom: number): LngLat {
  const size = worldSize(zoom);
  const lng = (x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / size;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lng, lat };
}

/** A point of a `width` x `height` view centred on `centre` to longitude/latitude. */
export function viewToLngLat(point: Point, view: { centre: LngLat; zoom: number; width: number; height: number }): LngLat {
  const c = project(view.centre, view.zoom);
  return unproject({ x: c.x + point.x - view.width / 2, y: c.y + point.y - view.height / 2 }, view.zoom);
}

/** Longitude/latitude to a point of the view (may fall outside it). */
export function lngLatToView(position: LngLat, view: { centre: LngLat; zoom: number; width: number; height: number }): Point {
  const c = project(view.centre, view.zoom);
  const p = project(position, view.zoom);
  return { x: p.x - c.x + view.width / 2, y: p.y - c.y + view.height / 2 };
}

/** Metres per pixel at `lat` and `zoom` (for drawing the 1000 m lookup radius). */
export const metresPerPixel = (lat: number, zoom: number) => (Math.cos((lat * Math.PI) / 180) * 2 * Math.PI * 6378137) / worldSize(zoom);

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: LngLat, b: LngLat): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Coordinates as the form keeps them: 6 decimals (about 0.1 m). */
export const roundCoordinate = (value: number) => Number(value.toFixed(6));
