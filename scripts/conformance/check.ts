// Judges one reply of a live server against the contract: status, content type, the R envelope and
// the body's schema, each violation with where in the body it is.
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { addDecimalsKeyword } from '../contract/decimals.mjs';
import { contract, type Operation } from './contract';

export type ViolationKind = 'missing-operation' | 'status' | 'content-type' | 'not-json' | 'envelope' | 'refused' | 'schema';
export type Violation = { kind: ViolationKind; where: string; message: string };

const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
addDecimalsKeyword(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(contract as object, 'contract');

const pointer = (segments: string[]) => `contract#/${segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

type Media = Record<string, { schema?: { $ref?: string; allOf?: unknown[] } }>;
const successContent = (op: Operation) => (op.raw.responses['200']?.content ?? {}) as Media;

/** Whether the operation's 200 JSON reply is the R envelope (all but the flat OAuth replies). */
export function usesEnvelope(op: Operation): boolean {
  const schema = successContent(op)['application/json']?.schema;
  const refs = JSON.stringify(schema ?? {}) + JSON.stringify(resolveRef(schema?.$ref));
  return refs.includes('#/components/schemas/R"');
}

function resolveRef(ref: string | undefined): unknown {
  if (!ref) return undefined;
  return (contract.components.schemas as Record<string, unknown>)[ref.replace('#/components/schemas/', '')];
}

function describe(error: ErrorObject): Violation {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    return { kind: 'schema', where: `${error.instancePath}/${String(params.missingProperty)}`, message: 'required field is missing' };
  }
  if (error.keyword === 'type') {
    return { kind: 'schema', where: error.instancePath || '/', message: `wrong type: must be ${String(params.type)}` };
  }
  return { kind: 'schema', where: error.instancePath || '/', message: `${error.message ?? error.keyword}${params.allowedValues ? ` (${JSON.stringify(params.allowedValues)})` : ''}` };
}

/** Everything wrong with a reply to a request that honoured the contract. */
export function checkReply(op: Operation, status: number, contentType: string, text: string): Violation[] {
  if (status === 404 || status === 405) {
    return [{ kind: 'missing-operation', where: `${op.method} ${op.path}`, message: `the server does not implement this operation (HTTP ${status})` }];
  }
  if (status !== 200) {
    return [{ kind: 'status', where: 'HTTP status', message: `expected 200 for a valid request, got ${status}: ${text.slice(0, 160)}` }];
  }
  const content = successContent(op);
  if (!content['application/json']) return []; // binary download: status is what the contract promises
  if (!contentType.includes('json')) {
    return [{ kind: 'content-type', where: 'Content-Type', message: `expected application/json, got ${contentType || 'none'}` }];
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [{ kind: 'not-json', where: '/', message: `the body is not JSON: ${text.slice(0, 80)}` }];
  }
  if (usesEnvelope(op)) {
    const envelope = body as Record<string, unknown>;
    const missing = ['code', 'success', 'msg'].filter((key) => !(key in (envelope ?? {})));
    if (!envelope || typeof envelope !== 'object' || missing.length) {
      return [{ kind: 'envelope', where: '/', message: `not the R envelope {code, success, data, msg}: missing ${missing.join(', ') || 'object'}` }];
    }
    if (envelope.code !== 200) {
      return [{ kind: 'refused', where: '/code', message: `business failure ${String(envelope.code)}: ${String(envelope.msg)}` }];
    }
  }
  const validate = ajv.getSchema(pointer(['paths', op.path, op.method.toLowerCase(), 'responses', '200', 'content', 'application/json', 'schema']))!;
  return validate(body) ? [] : (validate.errors ?? []).map(describe);
}

/**
 * A JSON request body cut to what the operation's request schema accepts: each top-level field it refuses
 * is left out (a write-back of stored data must not resend a value that predates today's input rules, as
 * stock BladeX's 12-digit admin phone; BladeX's updates leave a field that is not sent as it is).
 */
export function acceptedBody(op: Operation, body: Record<string, unknown>): Record<string, unknown> {
  const validate = ajv.getSchema(pointer(['paths', op.path, op.method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema']));
  if (!validate) return body;
  const kept = { ...body };
  for (let round = 0; round < Object.keys(body).length && !validate(kept); round++) {
    const refused = new Set((validate.errors ?? []).map((error) => error.instancePath.split('/')[1]).filter((key) => key && key in kept));
    if (refused.size === 0) break;
    for (const key of refused) delete kept[key];
  }
  return kept;
}
