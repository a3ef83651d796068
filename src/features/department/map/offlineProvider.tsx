// The default maps service: no network. Search and reverse lookup use the bundled gazetteer; the map
// is drawn as SVG in Web Mercator (graticule, known places, the pick and its lookup radius).
import { useRef, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { GAZETTEER } from './gazetteer';
import { distanceMetres, lngLatToView, metresPerPixel, roundCoordinate, viewToLngLat, worldSize, type Point } from './projection';
import { MAP_DEFAULTS, type LngLat, type MapPlace, type MapProvider, type MapViewProps, type ReverseResult } from './mapService';

const WIDTH = 640;
const HEIGHT = 360;
const DRAG_THRESHOLD = 4;

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '');

/**
 * Places whose name or address contains the text, nearest first (at most 10).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function searchGazetteer(text: string, near: LngLat, places: readonly MapPlace[] = GAZETTEER): MapPlace[] {
  const wanted = normalise(text);
  if (!wanted) return [];
  return places
    .filter((p) => normalise(p.name).includes(wanted) || normalise(p.address).includes(wanted))
    .map((p) => ({ p, d: distanceMetres(near, p) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 10)
    .map(({ p }) => p);
}

/**
 * Coordinates as an address when no known place is within the radius.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const coordinatesAddress = ({ lng, lat }: LngLat) => `${roundCoordinate(lng).toFixed(6)},${roundCoordinate(lat).toFixed(6)}`;

/**
 * Spec 7 "Map": the nearest known place within `radius` metres, else the coordinates themselves.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function reverseFromGazetteer(position: LngLat, radius: number, places: readonly MapPlace[] = GAZETTEER): ReverseResult {
  let best: { place: MapPlace; d: number } | undefined;
  for (const place of places) {
    const d = distanceMetres(position, place);
    if (d <= radius && (!best || d < best.d)) best = { place, d };
  }
  return best ? { address: best.place.address, place: best.place } : { address: coordinatesAddress(position) };
}

/** A grid step (degrees) that puts lines roughly 100 px apart at `zoom`. */
function gridStep(zoom: number): number {
  const degreesPerPixel = 360 / worldSize(zoom);
  const steps = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 45];
  return steps.find((s) => s / degreesPerPixel >= 100) ?? 45;
}

function OfflineMapView({ centre, zoom, picked, radius, places, label, onPick, onViewChange }: MapViewProps) {
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ start: Point; centre: LngLat; moved: boolean; id: number } | null>(null);
  const view = { centre, zoom, width: WIDTH, height: HEIGHT };

  /** A pointer position in the view's own units (the SVG scales with its box). */
  const toView = (clientX: number, clientY: number): Point => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return { x: WIDTH / 2, y: HEIGHT / 2 };
    return { x: ((clientX - box.left) / box.width) * WIDTH, y: ((clientY - box.top) / box.height) * HEIGHT };
  };
  const clampZoom = (z: number) => Math.max(MAP_DEFAULTS.minZoom, Math.min(MAP_DEFAULTS.maxZoom, z));
  const panBy = (dx: number, dy: number, from: LngLat = centre) =>
    onViewChange({ centre: viewToLngLat({ x: WIDTH / 2 + dx, y: HEIGHT / 2 + dy }, { ...view, centre: from }), zoom });
  const pickAt = (point: Point) => {
    const at = viewToLngLat(point, view);
    onPick({ lng: roundCoordinate(at.lng), lat: roundCoordinate(at.lat) });
  };

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    drag.current = { start: toView(e.clientX, e.clientY), centre, moved: false, id: e.pointerId };
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const at = toView(e.clientX, e.clientY);
    const dx = at.x - d.start.x;
    const dy = at.y - d.start.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!d.moved) svg.current?.setPointerCapture?.(e.pointerId);
    d.moved = true;
    panBy(-dx, -dy, d.centre);
  };
  const onPointerUp = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    drag.current = null;
    if (d && !d.moved) pickAt(toView(e.clientX, e.clientY));
  };
  const onWheel = (e: WheelEvent<SVGSVGElement>) => {
    const next = clampZoom(zoom + (e.deltaY < 0 ? 1 : -1));
    if (next !== zoom) onViewChange({ centre, zoom: next });
  };
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const step = { ArrowLeft: [-80, 0], ArrowRight: [80, 0], ArrowUp: [0, -60], ArrowDown: [0, 60] }[e.key];
    if (step) {
      e.preventDefault();
      panBy(step[0], step[1]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      pickAt({ x: WIDTH / 2, y: HEIGHT / 2 });
    } else if (e.key === '+' || e.key === '=') {
      onViewChange({ centre, zoom: clampZoom(zoom + 1) });
    } else if (e.key === '-') {
      onViewChange({ centre, zoom: clampZoom(zoom - 1) });
    }
  };

  // Graticule
  const step = gridStep(zoom);
  const topLeft = viewToLngLat({ x: 0, y: 0 }, view);
  const bottomRight = viewToLngLat({ x: WIDTH, y: HEIGHT }, view);
  const lines: { key: string; x1: number; y1: number; x2: number; y2: number; text: string; tx: number; ty: number }[] = [];
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  for (let lng = Math.ceil(topLeft.lng / step) * step; lng <= bottomRight.lng; lng += step) {
    const x = lngLatToView({ lng, lat: centre.lat }, view).x;
    lines.push({ key: `x${lng.toFixed(6)}`, x1: x, y1: 0, x2: x, y2: HEIGHT, text: `${lng.toFixed(decimals)}°E`, tx: x + 3, ty: HEIGHT - 4 });
  }
  for (let lat = Math.ceil(bottomRight.lat / step) * step; lat <= topLeft.lat; lat += step) {
    const y = lngLatToView({ lng: centre.lng, lat }, view).y;
    lines.push({ key: `y${lat.toFixed(6)}`, x1: 0, y1: y, x2: WIDTH, y2: y, text: `${lat.toFixed(decimals)}°N`, tx: 3, ty: y - 3 });
  }

  const inView = (p: Point) => p.x >= -20 && p.x <= WIDTH + 20 && p.y >= -20 && p.y <= HEIGHT + 20;
  const highlighted = new Set(places.map((p) => `${p.name}@${p.lng},${p.lat}`));
  const shown = GAZETTEER.filter((p) => !highlighted.has(`${p.name}@${p.lng},${p.lat}`))
    .map((p) => ({ p, at: lngLatToView(p, view) }))
    .filter(({ at }) => inView(at));
  const results = places.map((p) => ({ p, at: lngLatToView(p, view) })).filter(({ at }) => inView(at));
  const pin = picked ? lngLatToView(picked, view) : undefined;
  const radiusPx = picked ? radius / metresPerPixel(picked.lat, zoom) : 0;

  return (
    <svg
      ref={svg}
      role="application"
      aria-label={label}
      tabIndex={0}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      style={{ width: '100%', height: 'auto', display: 'block', cursor: 'crosshair', touchAction: 'none', background: '#eef3ea', borderRadius: 6, outlineOffset: 2 }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (drag.current = null)}
      onWheel={onWheel}
      onKeyDown={onKeyDown}
    >
      <g aria-hidden="true">
        {lines.map((l) => (
          <g key={l.key}>
            <line x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} stroke="#c9d6c2" strokeWidth={1} />
            <text x={l.tx} y={l.ty} fontSize={10} fill="#7a8a74">
              {l.text}
            </text>
          </g>
        ))}
        {shown.map(({ p, at }) => (
          <g key={`${p.name}${p.lng}`}>
            <circle cx={at.x} cy={at.y} r={3.5} fill="#5b7fa3" />
            {zoom >= 9 && (
              <text x={at.x + 6} y={at.y + 4} fontSize={11} fill="#3d4f61">
                {p.name}
              </text>
            )}
          </g>
        ))}
        {results.map(({ p, at }) => (
          <g key={`r${p.name}${p.lng}`}>
            <circle cx={at.x} cy={at.y} r={6} fill="#fa8c16" stroke="#fff" strokeWidth={2} />
            <text x={at.x + 8} y={at.y + 4} fontSize={12} fontWeight={600} fill="#ad4e00">
              {p.name}
            </text>
          </g>
        ))}
        {pin && (
          <g>
            <circle cx={pin.x} cy={pin.y} r={radiusPx} fill="rgba(22,119,255,0.08)" stroke="rgba(22,119,255,0.5)" strokeDasharray="4 3" />
            <path d={`M${pin.x} ${pin.y} l-7 -14 a8 8 0 1 1 14 0 z`} fill="#1677ff" stroke="#fff" strokeWidth={1.5} />
            <circle cx={pin.x} cy={pin.y - 17} r={3} fill="#fff" />
          </g>
        )}
        {/* The crosshair the keyboard picks at. */}
        <path d={`M${WIDTH / 2 - 8} ${HEIGHT / 2} h16 M${WIDTH / 2} ${HEIGHT / 2 - 8} v16`} stroke="#595959" strokeWidth={1} />
      </g>
    </svg>
  );
}

export const offlineMapProvider: MapProvider = {
  id: 'offline',
  search: async (text, near) => searchGazetteer(text, near),
  reverseGeocode: async (position, radius) => reverseFromGazetteer(position, radius),
  View: OfflineMapView,
};
