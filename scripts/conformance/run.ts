// Runs the plan against a live server and records, per step, the request, the reply and what was wrong.
import SparkMD5 from 'spark-md5';
import { checkReply, type Violation } from './check';
import { operations, type Operation } from './contract';
import type { Context, Reply, Step } from './context';
import { plan as defaultPlan } from './plan';
import { buildRequest, type RequestOverrides } from './requests';

export type StepResult = {
  operationId: string;
  method: string;
  path: string;
  outcome: 'passed' | 'failed' | 'skipped';
  request?: string;
  status?: number;
  violations: Violation[];
  reason?: string;
  /** What a validating proxy in front of the server (Prism's sl-violations header) said about the exchange. */
  proxyViolations?: ProxyViolation[];
  ms: number;
};

/** One entry of Prism's sl-violations header. */
export type ProxyViolation = { location?: string[]; severity: string; code?: string | number; message: string };

export type ConformanceOptions = {
  target: string;
  account: string;
  password: string;
  plan?: Step[];
  /** The target keeps no state (Prism's mock): stateful checks are reported as skips with that reason. */
  stateless?: boolean;
  /** Per-request timeout in ms. */
  timeout?: number;
  onResult?: (result: StepResult) => void;
};

/** The reason given for a stateful check on a stateless server (the reply itself was still checked). */
export const statefulSkip = 'stateful check, which a stateless server cannot pass (created but not listed)';

const byId = new Map(operations.map((op) => [op.operationId, op]));

async function send(op: Operation, target: string, overrides: RequestOverrides, timeout: number) {
  const { url, init } = buildRequest(op, target.replace(/\/$/, ''), overrides);
  if (!overrides.token) delete (init.headers as Record<string, string>)['Blade-Auth'];
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeout) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  return { url, response, bytes, text, ms: performance.now() - started };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function runConformance(options: ConformanceOptions): Promise<StepResult[]> {
  const ctx: Context = {
    stamp: Date.now().toString(36).slice(-6),
    account: options.account,
    password: options.password,
    passwordMd5: SparkMD5.hash(options.password),
    token: '',
    refreshToken: '',
    me: {},
    existing: {},
    own: {},
    saved: {},
    stateless: options.stateless ?? false,
  };
  const results: StepResult[] = [];
  const record = (result: StepResult) => {
    results.push(result);
    options.onResult?.(result);
  };

  for (const step of options.plan ?? defaultPlan) {
    const op = byId.get(step.op);
    if (!op) throw new Error(`The plan names ${step.op}, which the contract does not have`);
    const base = { operationId: op.operationId, method: op.method, path: op.path, violations: [] as Violation[], ms: 0 };
    const skip = typeof step.skip === 'function' ? step.skip(ctx) : step.skip;
    if (skip) {
      record({ ...base, outcome: 'skipped', reason: skip });
      continue;
    }
    const tries = step.attempts?.(ctx) ?? [step.request?.(ctx) ?? {}];
    let result: StepResult | undefined;
    const refusals: string[] = [];
    for (const overrides of tries) {
      const token = 'token' in overrides ? overrides.token : ctx.token;
      try {
        const { url, response, bytes, text, ms } = await send(op, options.target, { ...overrides, token }, options.timeout ?? 30_000);
        const violations = checkReply(op, response.status, response.headers.get('content-type') ?? '', text);
        const reply: Reply = { status: response.status, body: parse(text), bytes };
        const problem = violations.length === 0 ? step.after?.(reply, ctx) : undefined;
        if (problem && step.stateful && ctx.stateless) {
          result = { ...base, outcome: 'skipped', reason: `${statefulSkip}: ${problem}`, request: `${op.method} ${url}`, status: response.status, violations, ms };
          break;
        }
        if (problem) violations.push({ kind: 'schema', where: '(content)', message: problem });
        result = { ...base, outcome: violations.length ? 'failed' : 'passed', request: `${op.method} ${url}`, status: response.status, violations, ms };
        const proxied = response.headers.get('sl-violations');
        if (proxied) result.proxyViolations = JSON.parse(proxied) as ProxyViolation[];
      } catch (error) {
        const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        result = { ...base, outcome: 'failed', violations: [{ kind: 'status', where: 'transport', message }], ms: 0 };
      }
      const refused = result.violations.find((v) => v.kind === 'refused');
      if (!refused || tries.length === 1) break;
      refusals.push(refused.message); // a probe: try the next candidate
    }
    if (result && refusals.length && result.outcome === 'passed') result.reason = `accepted after ${refusals.length} refusal(s)`;
    record(result!);
  }
  return results;
}

/** Operations of the contract the plan never names (a test keeps this empty). */
export const unplanned = (plan: Step[] = defaultPlan) => operations.filter((op) => !plan.some((step) => step.op === op.operationId)).map((op) => op.operationId);
