// One reply of the mock re-written as BladeX writes it: the status an error really has, the R envelope,
// MyBatis-Plus's page, then every null by its declared type (nullWriter.ts). Pure: a test drives each rule.
import { contractDocument, type ContractOperation } from '../../contract/operations';
import { isEnvelope, writeEnvelope } from './envelope';
import { writeNulls } from './nullWriter';
import type { WireReply } from './operationReplies';
import { isPage, withPageExtras } from './pageExtras';
import { TOKEN_REFUSAL } from './preAuth';
import { isServiceException } from './serviceExceptions';

type Schema = Record<string, unknown>;
type Responses = Record<string, { content?: Record<string, { schema?: Schema }> }>;

/** The contract's reply schema of an operation at a status (its `default` for an undeclared one). */
export function replySchema(op: ContractOperation, status: number, doc: unknown = contractDocument): Schema | undefined {
  let node: unknown = doc;
  for (const key of op.at) node = (node as Record<string, unknown> | undefined)?.[key];
  const responses = ((node as { responses?: Responses } | undefined)?.responses ?? {}) as Responses;
  let response: (Responses[string] & { $ref?: string }) | undefined = responses[String(status)] ?? responses.default;
  // Shared replies (BadRequest, BusinessError …) sit under components/responses.
  while (response?.$ref) response = followPointer(response.$ref, doc) as typeof response;
  return response?.content?.['application/json']?.schema;
}

function followPointer(ref: string, doc: unknown): unknown {
  let node: unknown = doc;
  for (const key of ref.replace(/^#\//, '').split('/')) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

export function writeReply(reply: WireReply, op: ContractOperation, method: string, doc: unknown = contractDocument): WireReply {
  // No token or an expired one: the TokenInterceptor's body, written by the plain mapper (null kept).
  if (reply.status === 401 && isEnvelope(reply.body) && reply.body.data === null) return { status: 401, body: { ...TOKEN_REFUSAL } };
  if (reply.kv) return { status: reply.status, body: writeNulls(reply.body, undefined, doc) };
  if (!isEnvelope(reply.body)) return { status: reply.status, body: writeNulls(reply.body, replySchema(op, reply.status, doc), doc, false, !reply.ownFields) };
  const envelope = writeEnvelope(reply.body, method);
  const status = reply.status === 200 && envelope.code === 400 && isServiceException(envelope.msg) ? 400 : reply.status;
  const paged = isPage(envelope.data) ? { ...envelope, data: withPageExtras(envelope.data) } : envelope;
  return { status, body: writeNulls(paged, replySchema(op, reply.status, doc), doc, false, !reply.ownFields) };
}
