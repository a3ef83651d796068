// The wire writer: in BladeX wire every handler's reply leaves through writeReply (and the per-operation
// rules of operationReplies), so the handlers stay the one description of the world and its rules.
// In the default wire it steps aside: the replies are the handlers' own.
import { HttpResponse, type RequestHandler } from 'msw';
import { operationOf, type ContractOperation } from '../contract/operations';
import { operationReplies, type OperationReply } from './bladex/operationReplies';
import { writeReply } from './bladex/writeReply';
import { wire } from './mode';

/** A catch-all handler (the contract guard, the gate) checks the request as the client sent it. */
const isCatchAll = (handler: RequestHandler) => {
  const { path } = handler.info as { path?: unknown };
  return typeof path !== 'string' || path === '*';
};

/** The reply re-written; `rule` (the operation's own reshaping) only for the operation's own handler. */
async function rewritten(response: Response, op: ContractOperation, request: Request, rule: OperationReply | undefined, note: unknown) {
  if (!response.headers.get('Content-Type')?.includes('json')) return response;
  const body: unknown = await response.clone().json().catch(() => undefined);
  if (body === undefined) return response;
  const reply = { status: response.status, body };
  const written = writeReply(rule ? rule.reply(reply, request, note) : reply, op, request.method);
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return HttpResponse.json(written.body as object, { status: written.status, headers });
}

export function wireWritten(list: RequestHandler[]): RequestHandler[] {
  for (const handler of list) {
    const run = handler.run.bind(handler);
    const catchAll = isCatchAll(handler);
    handler.run = async (args) => {
      if (!wire.isBladex()) return run(args);
      const op = operationOf(args.request.method, new URL(args.request.url).pathname);
      if (!op) return run(args);
      const rule = catchAll ? undefined : operationReplies[op.operationId];
      const request = rule?.request ? rule.request(args.request) : args.request;
      const note: unknown = rule?.before ? await rule.before(request) : undefined;
      const result = await run({ ...args, request });
      if (!result?.response) return result;
      return { ...result, response: await rewritten(result.response, op, request, rule, note) };
    };
  }
  return list;
}
