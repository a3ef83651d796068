// Answers, before any stateful handler, what a real BladeX server would answer to a request that
// breaks the contract: 401 without a valid client header or token, 400 with a readable msg for a
// missing or malformed parameter or body. Requests that honour the contract fall through.
import type { ErrorObject } from 'ajv';
import { http } from 'msw';
import { badRequest, bearerToken, unauthorized } from '../handlers/kit';
import { sessions } from '../world/sessions';
import { contractDocument, contractPointer, operationOf, type ContractOperation } from './operations';
// Each schema's check, compiled ahead of time (scripts/generate-mock-validators.ts): Ajv compiling here
// would need eval, which the build's Content-Security-Policy refuses.
import { validators } from './validators.generated.js';

const clientHeader = `Basic ${btoa('saber:saber_secret')}`;


function problem(name: string, error: ErrorObject): string {
  const where = `${name}${error.instancePath ? error.instancePath.replace(/\//g, '.') : ''}`;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `缺少必要的请求参数：${where ? `${where}.` : ''}${String(p.missingProperty)}`.replace(/：\./, '：');
    case 'maxLength':
      return `参数 ${where} 长度不能超过 ${String(p.limit)}`;
    case 'minLength':
      return `参数 ${where} 长度不能少于 ${String(p.limit)}`;
    case 'maximum':
      return `参数 ${where} 不能大于 ${String(p.limit)}`;
    case 'minimum':
      return `参数 ${where} 不能小于 ${String(p.limit)}`;
    case 'maxItems':
      return `参数 ${where} 最多 ${String(p.limit)} 项`;
    case 'minItems':
      return `参数 ${where} 至少 ${String(p.limit)} 项`;
    case 'enum':
      return `参数 ${where} 取值不在允许范围内`;
    case 'type':
      return `参数 ${where} 类型不正确，应为 ${String(p.type)}`;
    default:
      return `参数 ${where} 格式不正确`;
  }
}

/** The schema object at a pointer, following $refs (for the types of multipart fields). */
function resolve(at: (string | number)[]): Record<string, unknown> {
  let node: unknown = contractDocument;
  for (const key of at) {
    node = (node as Record<string, unknown>)?.[key];
    while (node && typeof node === 'object' && '$ref' in node) node = resolve(String(node.$ref).slice(2).split('/'));
  }
  return (node ?? {}) as Record<string, unknown>;
}

function validate(at: (string | number)[], value: unknown, name: string): string | undefined {
  const check = validators[contractPointer(at)];
  if (!check || check(value)) return undefined;
  return problem(name, check.errors![0]);
}

function checkParameters(op: ContractOperation, request: Request, url: URL): string | undefined {
  const pathValues = url.pathname.match(op.pattern)?.slice(1) ?? [];
  const pathNames = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  for (const p of op.parameters) {
    const raw =
      p.in === 'query'
        ? url.searchParams.get(p.name)
        : p.in === 'header'
          ? request.headers.get(p.name)
          : p.in === 'path'
            ? decodeURIComponent(pathValues[pathNames.indexOf(p.name)] ?? '')
            : null;
    if (raw === null || raw === '') {
      if (p.required) return `缺少必要的请求参数：${p.name}`;
      continue;
    }
    const msg = validate(p.schemaAt, coerce(raw, p.schema), p.name) ?? listLimit(p.schema, raw);
    if (msg) return msg;
  }
  return undefined;
}

/**
 * A comma-separated list with more entries than its schema's x-max-list-items (e.g. spec 5: compare
 * charts allow up to 8 items) is refused with the schema's own readable message.
 */
function listLimit(schema: Record<string, unknown> | undefined, raw: string): string | undefined {
  const max = schema?.['x-max-list-items'];
  if (typeof max !== 'number' || raw.split(',').length <= max) return undefined;
  return String(schema?.['x-max-list-items-msg'] ?? `参数最多 ${max} 项`);
}

/** Query and header values arrive as text; the schema says what they stand for. */
function coerce(raw: string, schema: Record<string, unknown> | undefined): unknown {
  const type = schema?.type;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(raw.trim())) return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

async function checkBody(op: ContractOperation, request: Request): Promise<string | undefined> {
  if (!op.body) return undefined;
  const at = [...op.at, 'requestBody', 'content', op.body.type, 'schema'];
  if (op.body.type === 'application/json') {
    const text = await request.clone().text();
    if (!text) return op.body.required ? '请求体不能为空' : undefined;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return '请求体不是合法的 JSON';
    }
    return validate(at, value, 'body');
  }
  if (op.body.type === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await request.clone().formData();
    } catch {
      return '请求体不是合法的 multipart/form-data';
    }
    const properties = (resolve(at).properties ?? {}) as Record<string, Record<string, unknown>>;
    const fields: Record<string, unknown> = {};
    // Text fields are coerced to their schema type; a file part stands in as a string (format binary).
    for (const [key, value] of form.entries()) {
      fields[key] = typeof value === 'string' ? coerce(value, resolve(properties[key] ? [...at, 'properties', key] : at)) : '(binary)';
    }
    return validate(at, fields, 'form');
  }
  return undefined;
}

export const contractGuard = http.all('*', async ({ request }) => {
  const url = new URL(request.url);
  const op = operationOf(request.method, url.pathname);
  if (!op) return undefined;
  if (request.headers.get('Authorization') !== clientHeader) return unauthorized('客户端认证失败');
  if (op.needsToken) {
    const state = sessions.accessState(bearerToken(request));
    if (state === 'expired') return unauthorized('令牌已过期，请重新登录');
    if (state === 'unknown') return unauthorized();
  }
  const msg = checkParameters(op, request, url) ?? (await checkBody(op, request));
  return msg ? badRequest(msg) : undefined;
});
