// In the browser a scenario is chosen by URL (`?mock-scenario=large&mock-seed=7`) and sticks for the
// tab until another is chosen; `?mock-reset=1` rebuilds the seeded world.
import { scenarioFrom, type ScenarioOptions, type ScenarioSource } from '../scenario';

const storageKey = 'console-mock-scenario';
const keys: Record<keyof ScenarioSource, string> = {
  scenario: 'mock-scenario',
  seed: 'mock-seed',
  latency: 'mock-latency',
  chaos: 'mock-chaos',
  chaosKinds: 'mock-chaos-kinds',
  hang: 'mock-hang',
  spare: 'mock-chaos-spare',
  tokenTtl: 'mock-token-ttl',
};

export function scenarioFromUrl(location: Location = window.location): { options: ScenarioOptions; reset: boolean } {
  const params = new URLSearchParams(location.search);
  const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as ScenarioSource;
  const fromUrl = Object.fromEntries(
    Object.entries(keys)
      .filter(([, param]) => params.has(param))
      .map(([name, param]) => [name, params.get(param) ?? undefined]),
  ) as ScenarioSource;
  const source = Object.keys(fromUrl).length ? fromUrl : stored;
  sessionStorage.setItem(storageKey, JSON.stringify(source));
  const reset = params.get('mock-reset') === '1';
  if (reset) {
    params.delete('mock-reset');
    const search = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  }
  return { options: scenarioFrom(source), reset };
}

/** The URL that switches to another scenario (the dev panel's links). */
export function scenarioUrl(source: ScenarioSource, reset = false): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(source)) if (value) params.set(keys[name as keyof ScenarioSource], value);
  if (reset) params.set('mock-reset', '1');
  return `${window.location.pathname}?${params.toString()}${window.location.hash}`;
}
