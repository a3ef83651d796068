// @vitest-environment node
// BladeX's null writer (null-to-empty by declared type), ids and dates, against a small contract.
import { describe, expect, it } from 'vitest';
import { declaredType } from '../../../mocks/wire/bladex/declaredType';
import { emptyFor, writeNulls } from '../../../mocks/wire/bladex/nullWriter';
import { formatDateTime } from '../../../mocks/world/clock';

const doc = {
  components: {
    schemas: {
      Id: { type: 'string', pattern: '^[0-9]{1,19}$' },
      DateTime: { type: 'string' },
      Thing: {
        type: 'object',
        properties: {
          id: { $ref: '#/components/schemas/Id' },
          parentId: { allOf: [{ $ref: '#/components/schemas/Id' }] },
          name: { type: 'string' },
          sort: { type: 'integer' },
          weight: { type: 'number' },
          sealed: { type: 'boolean' },
          tags: { type: 'array', items: { type: 'string' } },
          owner: { type: 'object', properties: { name: { type: 'string' } } },
          extra: {},
          settings: { type: 'object', additionalProperties: true },
          createTime: { $ref: '#/components/schemas/DateTime' },
        },
      },
      Either: { oneOf: [{ $ref: '#/components/schemas/Thing' }, { type: 'object', properties: { error: { type: 'string' } } }] },
    },
  },
};
const thing = { $ref: '#/components/schemas/Thing' };

describe('the null writer, by declared type', () => {
  it.each([
    ['String', { type: 'string' }, ''],
    ['Date', { $ref: '#/components/schemas/DateTime' }, ''],
    ['Number (integer)', { type: 'integer' }, -1],
    ['Number (decimal)', { type: 'number' }, -1],
    ['Long id: the number -1', { $ref: '#/components/schemas/Id' }, -1],
    ['Boolean', { type: 'boolean' }, false],
    ['array', { type: 'array', items: {} }, []],
    ['object', { type: 'object', properties: {} }, {}],
    ['untyped (an erased generic)', {}, {}],
  ])('writes a null %s as %j', (_name, schema, expected) => {
    expect(emptyFor(declaredType(schema, doc))).toEqual(expected);
  });

  it('writes a null inside a map or a list as ""', () => {
    expect(emptyFor(declaredType({ type: 'integer' }, doc), true)).toBe('');
    expect(writeNulls({ a: null, b: 1 }, { type: 'object', additionalProperties: true }, doc)).toEqual({ a: '', b: 1 });
    expect(writeNulls([null, 'x'], { type: 'array', items: { type: 'integer' } }, doc)).toEqual(['', 'x']);
  });

  it('walks a record: every null by its property, undeclared keys as map entries, values kept', () => {
    const record = {
      id: null,
      parentId: null,
      name: null,
      sort: null,
      weight: null,
      sealed: null,
      tags: null,
      owner: { name: null },
      extra: null,
      settings: { colour: null },
      createTime: null,
      notDeclared: null,
      kept: 'x',
    };
    expect(writeNulls(record, thing, doc)).toEqual({
      id: -1,
      parentId: -1,
      name: '',
      sort: -1,
      weight: -1,
      sealed: false,
      tags: [],
      owner: { name: '' },
      extra: {},
      settings: { colour: '' },
      createTime: '',
      notDeclared: '',
      kept: 'x',
    });
  });

  it('reads every branch of a oneOf, and walks the items of a list', () => {
    expect(writeNulls({ error: null, sort: null }, { $ref: '#/components/schemas/Either' }, doc)).toEqual({ error: '', sort: -1 });
    const small = { type: 'object', properties: { sort: { type: 'integer' } } };
    expect(writeNulls([{ sort: null }], { type: 'array', items: small }, doc)).toEqual([{ sort: -1 }]);
  });

  it('writes every field of a bean that the record leaves unset, as Jackson does; not where a oneOf decides the bean', () => {
    expect(writeNulls({ name: 'x' }, thing, doc)).toEqual({
      name: 'x',
      id: -1,
      parentId: -1,
      sort: -1,
      weight: -1,
      sealed: false,
      tags: [],
      owner: {},
      extra: {},
      settings: {},
      createTime: '',
    });
    expect(writeNulls({ error: 'e' }, { $ref: '#/components/schemas/Either' }, doc)).toEqual({ error: 'e' });
    const extended = { allOf: [thing, { type: 'object', properties: { more: { type: 'string' } } }] };
    expect(writeNulls({}, extended, doc)).toMatchObject({ id: -1, more: '' });
  });

  it('writes ids as strings ("0" for a root) and dates as yyyy-MM-dd HH:mm:ss', () => {
    const iso = '2026-11-21T01:30:00.000Z';
    expect(writeNulls({ id: 1123, parentId: 0, createTime: iso }, thing, doc)).toMatchObject({ id: '1123', parentId: '0', createTime: formatDateTime(new Date(iso)) });
    expect(writeNulls({ createTime: '2026-11-21 09:30:00' }, thing, doc)).toMatchObject({ createTime: '2026-11-21 09:30:00' });
  });
});
