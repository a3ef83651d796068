// Builds a valid request for an operation from the contract's own examples, so the contract can be
// exercised against any server that claims to honour it (Prism, the mock backend, a real server).
import { contract, type Operation } from './contract';

type Schema = {
  $ref?: string;
  example?: unknown;
  default?: unknown;
  enum?: unknown[];
  type?: string;
  format?: string;
  minimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
};
type Parameter = { $ref?: string; name: string; in: string; required?: boolean; example?: unknown; schema?: Schema };
type Media = { schema?: Schema; example?: unknown; examples?: Record<string, { value: unknown }> };

export function deref<T extends { $ref?: string }>(node: T): T {
  let current: T = node;
  while (current?.$ref) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], contract) as T;
  }
  return current;
}

/** A value that satisfies the schema, preferring the contract's examples. */
export function sample(raw: Schema, depth = 0): unknown {
  const schema = deref(raw);
  if ('example' in schema) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part, depth + 1)));
  if (schema.type === 'array') return depth > 4 ? [] : [sample(schema.items ?? {}, depth + 1)];
  if (schema.type === 'object' || schema.properties) {
    const keys = depth > 4 ? (schema.required ?? []) : Object.keys(schema.properties ?? {});
    return Object.fromEntries(keys.map((key) => [key, sample(schema.properties?.[key] ?? {}, depth + 1)]));
  }
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return true;
  return 'x';
}

export type SampleRequest = { url: string; init: RequestInit };

/** Values a caller puts over the contract's examples: ids threaded from earlier replies, unique names. */
export type RequestOverrides = {
  token?: string;
  query?: Record<string, string | undefined>;
  path?: Record<string, string>;
  headers?: Record<string, string>;
  /** Merged into the example JSON body (replaces it when the body is an array). */
  body?: unknown;
  /** Set on the multipart form (a Blob for file parts). */
  form?: Record<string, string | Blob>;
  /** The operation's optional query parameters are sent only when named here. */
};

export function sampleRequest(op: Operation, base: string, token = 'bearer sample'): SampleRequest {
  return buildRequest(op, base, { token });
}

export function buildRequest(op: Operation, base: string, overrides: RequestOverrides = {}): SampleRequest {
  const parameters = ((op.raw.parameters ?? []) as Parameter[]).map((p) => deref(p));
  let path = op.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {
    Authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0',
    'Blade-Auth': overrides.token ?? 'bearer sample',
    ...overrides.headers,
  };
  for (const p of parameters) {
    const given = p.in === 'path' ? overrides.path?.[p.name] : p.in === 'query' ? overrides.query?.[p.name] : undefined;
    if (given === undefined && p.in !== 'path' && !p.required) continue;
    const value = given ?? String(p.example ?? sample(p.schema ?? {}));
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query') query.set(p.name, value);
    else if (p.in === 'header') headers[p.name] ??= value;
  }
  const init: RequestInit = { method: op.method, headers };
  const content = (deref((op.raw.requestBody ?? {}) as { $ref?: string; content?: Record<string, Media> }).content ?? {}) as Record<string, Media>;
  if (content['application/json']) {
    const media = content['application/json'];
    const example = 'example' in media ? media.example : media.examples ? Object.values(media.examples)[0].value : sample(media.schema ?? {});
    const body =
      overrides.body === undefined
        ? example
        : Array.isArray(overrides.body) || Array.isArray(example)
          ? overrides.body
          : { ...(example as object), ...(overrides.body as object) };
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  } else if (content['multipart/form-data']) {
    const schema = deref(content['multipart/form-data'].schema ?? {});
    const form = new FormData();
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      const field = deref(prop);
      if (field.format === 'binary') form.set(name, new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'sample.png');
      else form.set(name, String(sample(field)));
    }
    for (const [name, value] of Object.entries(overrides.form ?? {})) {
      if (typeof value === 'string') form.set(name, value);
      else form.set(name, value, name === 'file' ? 'conformance.png' : name);
    }
    init.body = form;
  }
  const search = query.toString();
  return { url: `${base}${path}${search ? `?${search}` : ''}`, init };
}
