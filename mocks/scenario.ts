// Scenarios of the mock backend (README, "Mock backend"): chosen by URL query in the browser and by
// environment variables in Node, so that tests and developers can drive every rule of the spec.
import type { ScenarioName } from './world/types';

export type ChaosKind = '500' | '401' | 'timeout' | 'malformed';

export type ScenarioOptions = {
  name: ScenarioName;
  seed: number;
  /** Added latency per reply, in ms: [min, max]. */
  latency: [number, number];
  /**
   * Share of calls (0..1) that fail, and how they fail. `hangMs`: how long a "no answer" failure hangs
   * before the connection drops (a network error); left out, it never answers and the console's own
   * 600 s timeout decides. `spare`: operation ids that never fail (the e2e crawl keeps sign-in working).
   */
  chaos: { rate: number; kinds: ChaosKind[]; hangMs?: number; spare?: string[] };
  /** Lifetime of an issued access token, in seconds (BladeX default 3600). */
  tokenTtlSeconds: number;
};

const names: ScenarioName[] = ['default', 'empty', 'large', 'slow', 'chaos', 'hostile'];
const chaosKinds: ChaosKind[] = ['500', '401', 'timeout', 'malformed'];

/** Keys as the browser reads them from the URL (`?mock-scenario=large`) and Node from MOCK_SCENARIO. */
export type ScenarioSource = Partial<Record<'scenario' | 'seed' | 'latency' | 'chaos' | 'chaosKinds' | 'hang' | 'spare' | 'tokenTtl', string>>;

export function scenarioFrom(source: ScenarioSource): ScenarioOptions {
  const name = names.includes(source.scenario as ScenarioName) ? (source.scenario as ScenarioName) : 'default';
  const latency = parseRange(source.latency) ?? (name === 'slow' ? [800, 2500] : [0, 0]);
  const rate = clamp(Number(source.chaos ?? (name === 'chaos' ? 0.2 : 0)), 0, 1);
  const hangMs = Number(source.hang);
  const kinds = (source.chaosKinds?.split(',').filter((k): k is ChaosKind => chaosKinds.includes(k as ChaosKind)) ?? []);
  return {
    name,
    seed: Number.isInteger(Number(source.seed)) && source.seed ? Number(source.seed) : 20261121,
    latency,
    chaos: {
      rate: Number.isFinite(rate) ? rate : 0,
      kinds: kinds.length ? kinds : chaosKinds,
      ...(source.hang && hangMs >= 0 ? { hangMs } : {}),
      ...(source.spare ? { spare: source.spare.split(',').filter(Boolean) } : {}),
    },
    tokenTtlSeconds: Number(source.tokenTtl) > 0 ? Number(source.tokenTtl) : 3600,
  };
}

export function scenarioFromEnv(env: Record<string, string | undefined>): ScenarioOptions {
  return scenarioFrom({
    scenario: env.MOCK_SCENARIO,
    seed: env.MOCK_SEED,
    latency: env.MOCK_LATENCY,
    chaos: env.MOCK_CHAOS,
    chaosKinds: env.MOCK_CHAOS_KINDS,
    hang: env.MOCK_HANG,
    spare: env.MOCK_CHAOS_SPARE,
    tokenTtl: env.MOCK_TOKEN_TTL,
  });
}

function parseRange(value: string | undefined): [number, number] | undefined {
  if (!value) return undefined;
  const [min, max = min] = value.split('-').map(Number);
  return Number.isFinite(min) && Number.isFinite(max) ? [Math.max(0, min), Math.max(min, max)] : undefined;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The scenario in force; set once by the entry point (browser, Node or server). */
let current = scenarioFrom({});
export const scenario = {
  get: () => current,
  set(options: ScenarioOptions) {
    current = options;
  },
};
