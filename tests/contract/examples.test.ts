// @vitest-environment node
// Every example in the contract validates against its own schema, and the checker does catch a bad one.
import { describe, expect, it } from 'vitest';
import { checkExamples } from '../../scripts/contract/examples.mjs';
import { contract } from './contract';

describe('contract examples', () => {
  it('all validate against their schemas', () => {
    const { checked, failures } = checkExamples(contract);
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('reports an example that breaks its schema', () => {
    const broken = {
      openapi: '3.0.3',
      paths: {
        '/x': {
          get: {
            responses: {
              '200': {
                description: 'x',
                content: {
                  'application/json': {
                    schema: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]+$' } } },
                    example: { id: 'abc' },
                  },
                },
              },
            },
          },
        },
      },
    };
    const { failures } = checkExamples(broken);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('/paths/~1x/get/responses/200/content/application~1json');
  });
});
