// What stock BladeX answers before a controller runs, in BladeX wire only: the @PreAuth role guards
// (after the contract guard has checked the token) and the requests a controller's binding refuses.
import { http, HttpResponse } from 'msw';
import { operationOf } from '../../contract/operations';
import { bearerToken } from '../../handlers/kit';
import { db } from '../../world/db';
import { roleAliasesOf } from '../../world/grants';
import { wire } from '../mode';
import { operationReplies } from './operationReplies';
import { PRE_AUTH_REFUSAL, preAuthDenies } from './preAuth';

function callerAliases(request: Request): string[] {
  const token = bearerToken(request);
  const issued = db.world.accessTokens.find((t) => t.token === token);
  const user = issued && db.world.users.find((u) => u.id === issued.userId);
  return user ? roleAliasesOf(user) : [];
}

export const bladexGate = http.all('*', ({ request }) => {
  if (!wire.isBladex()) return undefined;
  const { pathname } = new URL(request.url);
  const op = operationOf(request.method, pathname);
  if (!op) return undefined;
  if (op.needsToken && preAuthDenies(pathname, callerAliases(request))) return HttpResponse.json(PRE_AUTH_REFUSAL, { status: 401 });
  const refusal = operationReplies[op.operationId]?.refuse?.(request);
  return refusal ? HttpResponse.json(refusal.body as object, { status: refusal.status }) : undefined;
});
