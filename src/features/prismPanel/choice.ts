// The Prism panel's choice: a scenario for the whole console and overrides per operation, kept for the
// tab (sessionStorage, so a reload keeps it) and settable from the address so a test or a bug report
// can pin it: `?prism=empty`, `?prism-op=getUserPage:long,getRoleList:500,getDevicePage:dynamic`.
import type { PrismOperation } from './operations';

export const PRISM_SCENARIOS = ['default', 'empty', 'long', 'errors'] as const;
export type PrismScenario = (typeof PRISM_SCENARIOS)[number];

/** What one operation is asked for instead of the scenario: a named example, a status, or generated data. */
export type PrismOverride = { example: string } | { code: number } | { dynamic: true };
export type PrismChoice = { scenario: PrismScenario; overrides: Record<string, PrismOverride> };

/**
 * The storage key, also the marker scripts/check-no-mock.mjs looks for in the production build.
 * @internal Exported for its tests (the marker's test); nothing else in the console imports it.
 */
export const PRISM_STORAGE_KEY = 'console-prism-choice';
const NO_CHOICE: PrismChoice = { scenario: 'default', overrides: {} };

/** The sign-in calls the `errors` scenario leaves alone, so the console can still be entered. */
const SPARED_BY_ERRORS = new Set(['getCaptcha', 'signIn', 'signInWithoutCaptcha', 'refreshSessionToken', 'signOut', 'signOutByPost']);

const isScenario = (value: string | null): value is PrismScenario => (PRISM_SCENARIOS as readonly string[]).includes(value ?? '');

/**
 * `getUserPage:long` -> [getUserPage, {example: long}]; `x:500` a status; `x:dynamic` generated data.
 * @internal Exported for its tests; nothing else in the console imports it.
 */
export function parseOverride(text: string): [string, PrismOverride] | undefined {
  const match = /^([A-Za-z][\w]*):([\w-]+)$/.exec(text.trim());
  if (!match) return undefined;
  const [, operationId, what] = match;
  if (what === 'dynamic') return [operationId, { dynamic: true }];
  if (/^[1-5][0-9]{2}$/.test(what)) return [operationId, { code: Number(what) }];
  return [operationId, { example: what }];
}

export function overrideText(override: PrismOverride): string {
  if ('dynamic' in override) return 'dynamic';
  if ('code' in override) return String(override.code);
  return override.example;
}

function stored(storage: Storage): PrismChoice {
  try {
    const value = JSON.parse(storage.getItem(PRISM_STORAGE_KEY) ?? 'null') as Partial<PrismChoice> | null;
    if (!value || !isScenario(value.scenario ?? null)) return NO_CHOICE;
    return { scenario: value.scenario!, overrides: value.overrides && typeof value.overrides === 'object' ? value.overrides : {} };
  } catch {
    return NO_CHOICE;
  }
}

/** The tab's choice: the address's `prism` / `prism-op` where given (and then kept), else the stored one. */
export function readChoice(search: string, storage: Storage): PrismChoice {
  const params = new URLSearchParams(search);
  let choice = stored(storage);
  const scenario = params.get('prism');
  if (scenario !== null) choice = { ...choice, scenario: isScenario(scenario) ? scenario : 'default' };
  if (params.has('prism-op')) {
    const pairs = params.getAll('prism-op').flatMap((value) => value.split(',')).map(parseOverride);
    choice = { ...choice, overrides: Object.fromEntries(pairs.filter((pair) => pair !== undefined)) };
  }
  saveChoice(choice, storage);
  return choice;
}

export function saveChoice(choice: PrismChoice, storage: Storage): void {
  storage.setItem(PRISM_STORAGE_KEY, JSON.stringify(choice));
}

/** The status a named example is served with: the reply that holds it (`default` holds `errorNNN` at NNN). */
function statusOf(op: PrismOperation, example: string): string | undefined {
  const status = Object.keys(op.examples).find((code) => op.examples[code].includes(example));
  if (status !== 'default') return status;
  return /^error([1-5][0-9]{2})$/.exec(example)?.[1] ?? '500';
}

/** The Prefer header Prism needs for a named example of this operation, or undefined when it has none. */
function preferExample(op: PrismOperation, example: string): string | undefined {
  const status = statusOf(op, example);
  if (!status) return undefined;
  return /^2/.test(status) ? `example=${example}` : `code=${status}, example=${example}`;
}

/** A status, with its `errorNNN` example where the reply (or the default one, for an undeclared status) names it. */
function preferCode(op: PrismOperation, code: number): string {
  const reply = op.examples[String(code)] ?? op.examples.default ?? [];
  return reply.includes(`error${code}`) ? `code=${code}, example=error${code}` : `code=${code}`;
}

/**
 * The Prefer header of one request: the operation's override, else the scenario's ask where the
 * operation can answer it (an operation without an `empty` example keeps its default in `empty`).
 */
export function preferFor(choice: PrismChoice, op: PrismOperation | undefined): string | undefined {
  if (!op) return undefined;
  const override = choice.overrides[op.operationId];
  if (override) {
    if ('dynamic' in override) return 'dynamic=true';
    if ('code' in override) return preferCode(op, override.code);
    return preferExample(op, override.example);
  }
  if (choice.scenario === 'empty' || choice.scenario === 'long') return op.examples['200']?.includes(choice.scenario) ? `example=${choice.scenario}` : undefined;
  if (choice.scenario === 'errors' && !SPARED_BY_ERRORS.has(op.operationId)) return preferCode(op, 500);
  return undefined;
}

/** Every example name an operation offers, with the status it is served with. */
export function examplesOffered(op: PrismOperation): Array<{ example: string; status: string }> {
  return Object.values(op.examples)
    .flat()
    .filter((example, i, all) => example !== 'default' && all.indexOf(example) === i)
    .map((example) => ({ example, status: statusOf(op, example) ?? '200' }));
}
