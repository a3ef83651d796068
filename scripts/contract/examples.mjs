// Every example in the contract must validate against its own schema: media-type examples of
// replies and request bodies, parameter examples and the `example` of every schema and property.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { addDecimalsKeyword } from './decimals.mjs';
import { followRef } from './refs.mjs';

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
export const pointer = (segments) => `#/${segments.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** validate(schemaPath, value) -> error strings, for any schema position in the document. */
export function createValidator(doc) {
  // OpenAPI 3.0 schemas are draft-04/07 flavoured JSON Schema plus nullable/example/x-*; ajv's
  // non-strict mode ignores the extra keywords and supports nullable.
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, discriminator: true });
  addFormats(ajv);
  addDecimalsKeyword(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(doc, 'contract');
  return (segments, value) => {
    const validate = ajv.getSchema(`contract${pointer(segments)}`);
    if (!validate) throw new Error(`no schema at ${pointer(segments)}`);
    return validate(value) ? [] : validate.errors.map((e) => `${e.instancePath || '(root)'} ${e.message}`);
  };
}

/** An Example Object, its `$ref` followed (the bundle moves named examples to components.examples). */
function exampleObject(doc, ex) {
  if (!ex?.$ref) return ex;
  return followRef(doc, ex.$ref);
}

/** Yields [where, schemaPath, example] for every example in the bundled document. */
function* examplesOf(doc) {
  function* inSchema(schema, at) {
    if (!schema || typeof schema !== 'object' || '$ref' in schema) return;
    if ('example' in schema) yield [at, at, schema.example];
    for (const [name, sub] of Object.entries(schema.properties ?? {})) yield* inSchema(sub, [...at, 'properties', name]);
    if (schema.items) yield* inSchema(schema.items, [...at, 'items']);
    for (const key of ['allOf', 'oneOf', 'anyOf']) for (const [i, sub] of (schema[key] ?? []).entries()) yield* inSchema(sub, [...at, key, i]);
    if (typeof schema.additionalProperties === 'object') yield* inSchema(schema.additionalProperties, [...at, 'additionalProperties']);
  }
  function* inMedia(content, at) {
    for (const [type, media] of Object.entries(content ?? {})) {
      const here = [...at, 'content', type];
      if (!media.schema) continue;
      if ('example' in media) yield [here, [...here, 'schema'], media.example];
      for (const [name, ex] of Object.entries(media.examples ?? {})) yield [[...here, 'examples', name], [...here, 'schema'], exampleObject(doc, ex)?.value];
      yield* inSchema(media.schema, [...here, 'schema']);
    }
  }
  function* inParameter(p, here) {
    if ('$ref' in p) return;
    if ('example' in p) yield [here, [...here, 'schema'], p.example];
    yield* inSchema(p.schema, [...here, 'schema']);
  }
  function* inParameters(parameters, at) {
    for (const [i, p] of (parameters ?? []).entries()) yield* inParameter(p, [...at, 'parameters', i]);
  }
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) yield* inSchema(schema, ['components', 'schemas', name]);
  for (const [name, p] of Object.entries(doc.components?.parameters ?? {})) yield* inParameter(p, ['components', 'parameters', name]);
  for (const [name, r] of Object.entries(doc.components?.responses ?? {})) yield* inMedia(r.content, ['components', 'responses', name]);
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    yield* inParameters(item.parameters, ['paths', path]);
    for (const method of methods.filter((m) => item[m])) {
      const op = item[method];
      yield* inParameters(op.parameters, ['paths', path, method]);
      if (op.requestBody?.content) yield* inMedia(op.requestBody.content, ['paths', path, method, 'requestBody']);
      for (const [status, reply] of Object.entries(op.responses ?? {})) {
        if (reply.content) yield* inMedia(reply.content, ['paths', path, method, 'responses', status]);
      }
    }
  }
}

/** Yields the path of every `<<` key: a YAML merge key that a YAML 1.2 reader (Prism) kept as a key. */
function* mergeKeysOf(node, at = []) {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '<<') yield [...at, key];
    yield* mergeKeysOf(value, [...at, key]);
  }
}

/** Returns the failures ([] when every example validates) and how many examples were checked. */
export function checkExamples(doc) {
  const validate = createValidator(doc);
  const failures = [];
  let checked = 0;
  for (const at of mergeKeysOf(doc)) {
    failures.push(`${pointer(at)}: a YAML merge key, which Prism (YAML 1.2) serves as a key named "<<" instead of merging; write the fields out`);
  }
  for (const [where, schemaAt, example] of examplesOf(doc)) {
    checked += 1;
    const errors = validate(schemaAt, example);
    if (errors.length) failures.push(`${pointer(where)}: ${errors.join('; ')}`);
  }
  return { checked, failures };
}
