// In the browser the wire is chosen by URL (`?mock-wire=bladex`) and sticks for the tab until another is
// chosen, like the scenario (scenarioFromUrl.ts); `?mock-wire=default` goes back to the contract's wire.
import { wireFrom, type WireName } from '../wire/mode';

const storageKey = 'console-mock-wire';
const WIRE_PARAM = 'mock-wire';

export function wireFromUrl(location: Location = window.location, storage: Storage = sessionStorage): WireName {
  const asked = new URLSearchParams(location.search).get(WIRE_PARAM);
  const name = wireFrom(asked ?? storage.getItem(storageKey));
  storage.setItem(storageKey, name);
  return name;
}

/** A dev panel link with the wire added to it. */
export function withWire(url: string, name: WireName): string {
  const [path, hash = ''] = url.split('#');
  const [pathname, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  params.set(WIRE_PARAM, name);
  return `${pathname}?${params.toString()}${hash ? `#${hash}` : ''}`;
}
