// What a reply's schema in the contract declares at one place: the stand-in for the Java property's
// declared type, which is what BladeX's null writer goes by (BladeBeanSerializerModifier).
type Schema = Record<string, unknown>;

type DeclaredKind = 'id' | 'date' | 'string' | 'number' | 'boolean' | 'array' | 'object' | 'unknown';

export type Declared = {
  kind: DeclaredKind;
  /** The declared properties (merged over allOf / oneOf / anyOf); undefined for a map or an untyped value. */
  properties?: Record<string, Schema>;
  /**
   * The fields of the Java bean behind it, which Jackson writes whether set or not: the properties of a
   * schema and of its allOf parts. Undefined where a oneOf / anyOf says which bean it is only at run time.
   */
  fields?: Record<string, Schema>;
  items?: Schema;
};

const refName = (ref: string) => ref.split('/').pop() ?? '';

function follow(ref: string, doc: unknown): Schema {
  let node: unknown = doc;
  for (const key of ref.replace(/^#\//, '').split('/')) node = (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  return (node ?? {}) as Schema;
}

/** The kind a JSON-schema `type` names (integer and number are both Java numbers). */
function kindOfType(type: unknown): DeclaredKind | undefined {
  const name = Array.isArray(type) ? type.find((t) => t !== 'null') : type;
  if (name === 'integer' || name === 'number') return 'number';
  if (name === 'string' || name === 'boolean' || name === 'array' || name === 'object') return name;
  return undefined;
}

/**
 * The declared type of `schema` in the bundled contract `doc`. Ids (the `Id` schema: a Java Long written
 * as a string) and dates (`DateTime`) are told apart from plain strings, because BladeX writes a null id
 * as the number -1 and reformats dates. allOf, oneOf and anyOf are merged: the first branch that says a
 * kind gives it, and every branch's properties count (a reply may be any of them).
 */
export function declaredType(schema: Schema | undefined, doc: unknown): Declared {
  if (!schema) return { kind: 'unknown' };
  // Asked once per value written: a reply of many records asks the same schema many times.
  const cache = cacheOf(doc);
  let found = cache.get(schema);
  if (!found) cache.set(schema, (found = resolveDeclared(schema, doc, new Set())));
  return found;
}

const caches = new WeakMap<object, WeakMap<Schema, Declared>>();
function cacheOf(doc: unknown): WeakMap<Schema, Declared> {
  const key = (doc ?? caches) as object;
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = new WeakMap()));
  return cache;
}

/** `seen`: the schemas on the way here, so a schema that contains itself ends as unknown. */
function resolveDeclared(schema: Schema | undefined, doc: unknown, seen: ReadonlySet<Schema>): Declared {
  if (!schema || seen.has(schema)) return { kind: 'unknown' };
  const path = new Set(seen).add(schema);
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    if (name === 'Id') return { kind: 'id' };
    if (name === 'DateTime') return { kind: 'date' };
    return resolveDeclared(follow(schema.$ref, doc), doc, path);
  }
  let kind = kindOfType(schema.type);
  let items = schema.items as Schema | undefined;
  // A later branch refines an earlier one (allOf [R, {data: …}]); the schema's own properties refine both.
  let properties: Record<string, Schema> | undefined;
  let fields: Record<string, Schema> | undefined = {};
  const branches = (list: unknown) => (Array.isArray(list) ? (list as Schema[]) : []);
  for (const [branch, alternative] of [...branches(schema.allOf).map((b) => [b, false] as const), ...[...branches(schema.oneOf), ...branches(schema.anyOf)].map((b) => [b, true] as const)]) {
    const part = resolveDeclared(branch, doc, path);
    if (!kind || kind === 'unknown') kind = part.kind;
    if (part.properties) properties = { ...properties, ...part.properties };
    if (part.properties && (alternative || !part.fields)) fields = undefined;
    else if (fields && part.fields) fields = { ...fields, ...part.fields };
    items ??= part.items;
  }
  if (schema.properties) properties = { ...properties, ...(schema.properties as Record<string, Schema>) };
  if (fields && schema.properties) fields = { ...fields, ...(schema.properties as Record<string, Schema>) };
  if (!kind && properties) kind = 'object';
  const beanFields = properties && fields && Object.keys(fields).length ? { fields } : {};
  return { kind: kind ?? 'unknown', ...(properties ? { properties } : {}), ...beanFields, ...(items ? { items } : {}) };
}
