// The scenario's network weather, in front of everything: latency (slow) and failures (chaos).
import { delay, http, HttpResponse } from 'msw';
import { operationOf } from '../contract/operations';
import { scenario, type ChaosKind } from '../scenario';
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

export const traffic = http.all('*', async ({ request }) => {
  const url = new URL(request.url);
  const operation = operationOf(request.method, url.pathname);
  if (!operation) return undefined;
  const { latency, chaos } = scenario.get();
  const [min, max] = latency;
  if (max > 0) await delay(min + Math.random() * (max - min));
  if (chaos.rate > 0 && !chaos.spare?.includes(operation.operationId) && Math.random() < chaos.rate) {
    const kind = chaos.kinds[Math.floor(Math.random() * chaos.kinds.length)];
    return failures[kind](chaos.hangMs);
  }
  return undefined;
});
