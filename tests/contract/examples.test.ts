// @vitest-environment node
// Every example in the contract validates against its own schema, and the checker does catch a bad one.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleContract } from '../../scripts/contract/bundle.mjs';
import { checkExamples } from '../../scripts/contract/examples.mjs';
import { contract } from './contract';

/** A contract of one GET whose 200 reply has `schema` and `example`. */
const oneExampleDoc = (schema: object, example: unknown) => ({
  openapi: '3.0.3',
  paths: { '/x': { get: { responses: { '200': { description: 'x', content: { 'application/json': { schema, example } } } } } } },
});

describe('contract examples', () => {
  it('all validate against their schemas', () => {
    const { checked, failures } = checkExamples(contract);
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('reports an example that breaks its schema', () => {
    const broken = oneExampleDoc({ type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]+$' } } }, { id: 'abc' });
    const { failures } = checkExamples(broken);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('/paths/~1x/get/responses/200/content/application~1json');
  });

  it('follows a named example to components.examples and reports it when it breaks its schema', () => {
    const doc = {
      openapi: '3.0.3',
      components: { examples: { bad: { value: { id: 'abc' } } } },
      paths: { '/x': { get: { responses: { '200': { description: 'x', content: { 'application/json': {
        schema: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]+$' } } },
        examples: { default: { value: { id: '1' } }, empty: { $ref: '#/components/examples/bad' } },
      } } } } } } },
    };
    const { checked, failures } = checkExamples(doc);
    expect(checked).toBe(2);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('/examples/empty: /id must match pattern');
  });

  it('reads the YAML as Prism does: a merge key is not expanded, and is reported', () => {
    const dir = mkdtempSync(join(tmpdir(), 'merge-key-'));
    try {
      writeFileSync(
        join(dir, 'openapi.yaml'),
        [
          'openapi: 3.0.3',
          'info: {title: x, version: "1"}',
          'components:',
          '  examples:',
          '    base: &base {id: "1", name: a}',
          'paths:',
          '  /x:',
          '    get:',
          '      responses:',
          "        '200':",
          '          description: x',
          '          content:',
          '            application/json:',
          '              schema: {type: object, required: [id, name], properties: {id: {type: string}, name: {type: string}}}',
          '              example:',
          '                <<: *base',
          '                name: b',
          '',
        ].join('\n'),
      );
      const { failures } = checkExamples(bundleContract(join(dir, 'openapi.yaml')));
      expect(failures.join('\n')).toContain('a YAML merge key');
      expect(failures.join('\n')).toContain("must have required property 'id'");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('checks two decimals (x-decimals) the way ajv-based validators cannot with multipleOf', () => {
    const doc = oneExampleDoc({ type: 'object', properties: { good: { type: 'number', 'x-decimals': 2 }, bad: { type: 'number', 'x-decimals': 2 } } }, { good: 4.35, bad: 4.351 });
    const { failures } = checkExamples(doc);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('/bad must have at most 2 decimals');
  });
});

describe('the signed-in menus on Prism', () => {
  // Prism static serves the reply's example; Prism dynamic answers the schema's default of data
  // (use-default-value). Both must be the same admin, who is granted every route of the console.
  it.each([
    ['/blade-system/menu/routes', 'RMenuRouteList'],
    ['/blade-system/menu/top-menu', 'RTopMenuList'],
  ])('%s: the reply example and the schema default of data are the same', (path, schema) => {
    const doc = contract as unknown as {
      paths: Record<string, { get: { responses: { '200': { content: { 'application/json': { example: { data: unknown } } } } } } }>;
      components: { schemas: Record<string, { allOf: Array<{ properties?: { data?: { default?: unknown } } }> }> };
    };
    const reply = doc.paths[path].get.responses['200'].content['application/json'].example.data;
    const fromSchema = doc.components.schemas[schema].allOf.find((part) => part.properties?.data)?.properties?.data?.default;
    expect(fromSchema).toEqual(reply);
  });
});

describe('examples Prism dynamic can use', () => {
  // json-schema-faker 0.5 (Prism's dynamic mode, use-examples-value) turns an array's example into an
  // object or an empty list under allOf, so arrays carry examples on their items only.
  it('no array schema carries an example of its own', () => {
    const arrays: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      if (schema.type === 'array' && 'example' in schema) arrays.push(at);
      for (const [key, inner] of Object.entries(schema)) if (key !== 'example' && key !== 'examples' && key !== 'default') walk(inner, `${at}/${key}`);
    };
    walk((contract as unknown as { components: unknown }).components, '#/components');
    walk((contract as unknown as { paths: unknown }).paths, '#/paths');
    expect(arrays).toEqual([]);
  });
});
