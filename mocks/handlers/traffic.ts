// The scenario's network weather, in front of everything: latency (slow) and failures (chaos).
import { delay, http, HttpResponse } from 'msw';
import { operationOf } from '../contract/operations';
import { scenario, type ChaosKind, type ScenarioOptions } from '../scenario';
import { unauthorized } from './kit';

const failures: Record<ChaosKind, (hangMs: number | undefined) => Promise<Response> | Response> = {
  '500': () => HttpResponse.json({ code: 500, success: false, msg: '服务器异常，请联系管理员', data: null }, { status: 500 }),
  '401': () => unauthorized('令牌已过期，请重新登录'),
  // No answer: by default never, and the console's own timeout (600000 ms, spec 8) decides; with a
  // hang setting the connection drops after that long (a network error, as a gateway's timeout would).
  timeout: async (hangMs) => {
    await delay(hangMs ?? 'infinite');
    return HttpResponse.error();
  },
  malformed: () => new HttpResponse('{"code":200,"success":true,"data":{"records":[', { headers: { 'Content-Type': 'application/json' } }),
};

/** mulberry32: a small, fast generator whose sequence a seed fixes. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The chaos dice, drawn from the scenario's seed (mock-seed) and started again whenever the scenario
 * changes: the n-th call of a page load fails or not, and how, the same way in every run, so that one
 * scripted run under chaos is repeatable. Only timing (which call comes n-th) can still vary.
 */
let dice: { of: ScenarioOptions; next: () => number } | undefined;
function chaosDraw(): number {
  const current = scenario.get();
  if (dice?.of !== current) dice = { of: current, next: seededRandom(current.seed) };
  return dice.next();
}

export const traffic = http.all('*', async ({ request }) => {
  const url = new URL(request.url);
  const operation = operationOf(request.method, url.pathname);
  if (!operation) return undefined;
  const { latency, chaos } = scenario.get();
  const [min, max] = latency;
  if (max > 0) await delay(min + Math.random() * (max - min));
  if (chaos.rate > 0 && !chaos.spare?.includes(operation.operationId) && chaosDraw() < chaos.rate) {
    const kind = chaos.kinds[Math.floor(chaosDraw() * chaos.kinds.length)];
    return failures[kind](chaos.hangMs);
  }
  return undefined;
});
