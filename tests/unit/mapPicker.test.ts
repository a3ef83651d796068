// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GAZETTEER } from '../../src/features/department/map/gazetteer';
import { coordinatesAddress, reverseFromGazetteer, searchGazetteer } from '../../src/features/department/map/offlineProvider';
import { distanceMetres, lngLatToView, metresPerPixel, project, unproject, viewToLngLat } from '../../src/features/department/map/projection';
import { MAP_DEFAULTS } from '../../src/features/department/map/mapService';

const view = { centre: MAP_DEFAULTS.centre, zoom: MAP_DEFAULTS.zoom, width: 640, height: 360 };

describe('map defaults (spec 9)', () => {
  it('centres on about 121.6, 31.2 at zoom 12 with a 1000 m lookup radius', () => {
    expect(MAP_DEFAULTS).toMatchObject({ centre: { lng: 121.6, lat: 31.2 }, zoom: 12, radius: 1000 });
  });
});

describe('Web Mercator projection', () => {
  it('round-trips longitude and latitude', () => {
    for (const p of [{ lng: 121.6, lat: 31.2 }, { lng: -73.98, lat: 40.75 }, { lng: 0, lat: 0 }, { lng: 179.9, lat: -60 }]) {
      const back = unproject(project(p, 12), 12);
      expect(back.lng).toBeCloseTo(p.lng, 9);
      expect(back.lat).toBeCloseTo(p.lat, 9);
    }
  });

  it('puts the centre in the middle of the view and a click back on the same spot', () => {
    expect(lngLatToView(view.centre, view)).toEqual({ x: 320, y: 180 });
    const clicked = viewToLngLat({ x: 500, y: 60 }, view);
    const again = lngLatToView(clicked, view);
    expect(again.x).toBeCloseTo(500, 6);
    expect(again.y).toBeCloseTo(60, 6);
    // east is right, north is up
    expect(clicked.lng).toBeGreaterThan(121.6);
    expect(clicked.lat).toBeGreaterThan(31.2);
  });

  it('measures zoom 12 at about 32.7 m a pixel in Shanghai and distances by haversine', () => {
    expect(metresPerPixel(31.2, 12)).toBeCloseTo(32.69, 1);
    // one degree of latitude is about 111.2 km
    expect(distanceMetres({ lng: 121.6, lat: 31 }, { lng: 121.6, lat: 32 })).toBeCloseTo(111195, -2);
    expect(distanceMetres(view.centre, view.centre)).toBe(0);
  });
});

describe('offline provider', () => {
  it('finds places by name or address, nearest first', () => {
    const found = searchGazetteer('浦东新区', MAP_DEFAULTS.centre);
    expect(found.length).toBeGreaterThan(3);
    expect(found.length).toBeLessThanOrEqual(10);
    const distances = found.map((p) => distanceMetres(MAP_DEFAULTS.centre, p));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(searchGazetteer('陆家嘴', MAP_DEFAULTS.centre).map((p) => p.name)).toEqual(['陆家嘴']);
    expect(searchGazetteer('  ', MAP_DEFAULTS.centre)).toEqual([]);
    expect(searchGazetteer('不存在的地方', MAP_DEFAULTS.centre)).toEqual([]);
  });

  it('reverse-geocodes to the nearest known place within 1000 m (spec 7 "Map"), else the coordinates', () => {
    const place = GAZETTEER.find((p) => p.name === '陆家嘴')!;
    const near = { lng: place.lng + 0.003, lat: place.lat }; // about 285 m east
    expect(reverseFromGazetteer(near, 1000)).toEqual({ address: place.address, place });
    const far = { lng: 123.5, lat: 32.5 }; // the open sea
    expect(reverseFromGazetteer(far, 1000)).toEqual({ address: coordinatesAddress(far) });
    expect(coordinatesAddress({ lng: 121.6, lat: 31.2 })).toBe('121.600000,31.200000');
    // the radius is honoured: 1500 m away is outside 1000 m but inside 2000 m
    const outside = { lng: place.lng, lat: place.lat + 1500 / 111195 };
    expect(reverseFromGazetteer(outside, 1000, [place]).place).toBeUndefined();
    expect(reverseFromGazetteer(outside, 2000, [place]).place).toEqual(place);
  });

  it('has a known place within the lookup radius of the default centre', () => {
    expect(reverseFromGazetteer(MAP_DEFAULTS.centre, MAP_DEFAULTS.radius).place).toBeDefined();
  });
});
