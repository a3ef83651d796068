// The map picker's maps service (spec 2.7, 7 "Map", 9): the interface every provider implements and the
// spec's defaults. Apart from the registry (provider.ts), so a provider loaded on demand imports no loader.
import type { ComponentType } from 'react';

export type LngLat = { lng: number; lat: number };

/** A named place: a search result or what a reverse lookup found. */
export type MapPlace = { name: string; address: string; lng: number; lat: number };

/** What a reverse lookup answers: the address to store as mapAddress, and the place when there is one. */
export type ReverseResult = { address: string; place?: MapPlace };

/** Spec 9: map default centre about 121.6, 31.2; zoom 12; reverse lookup radius 1000 (metres). */
export const MAP_DEFAULTS = { centre: { lng: 121.6, lat: 31.2 } as LngLat, zoom: 12, radius: 1000, minZoom: 3, maxZoom: 18 };

/** What the picker hands the provider's map view. The view is controlled: the picker owns centre and zoom. */
export type MapViewProps = {
  centre: LngLat;
  zoom: number;
  /** The picked point, drawn with the lookup radius around it. */
  picked?: LngLat;
  radius: number;
  /** Search results to mark on the map. */
  places: MapPlace[];
  /** Accessible name of the map (it is a focusable, keyboard-operable control). */
  label: string;
  onPick: (position: LngLat) => void;
  onViewChange: (view: { centre: LngLat; zoom: number }) => void;
};

export interface MapProvider {
  /** Shown nowhere; for logs and tests. */
  readonly id: string;
  /** Places matching `text`, nearest to `near` first. */
  search(text: string, near: LngLat, signal?: AbortSignal): Promise<MapPlace[]>;
  /** The address at `position`, looked up within `radius` metres (spec 7 "Map": radius 1000). */
  reverseGeocode(position: LngLat, radius: number, signal?: AbortSignal): Promise<ReverseResult>;
  /** The interactive map. */
  View: ComponentType<MapViewProps>;
}
