import { readdirSync } from 'node:fs';
import { defineConfig } from 'orval';

// The contract is split by domain; Orval resolves only external refs it is told about, by exact string
// (no globs), so list every file of openapi/ as the root and the path files reference them.
const contractRefs = ['paths', 'components'].flatMap((dir) =>
  readdirSync(`openapi/${dir}`).flatMap((file) => [`${dir}/${file}`, `../${dir}/${file}`]),
);

// The contract in openapi/ is the single source of truth; `npm run generate` rewrites generated/.
export default defineConfig({
  console: {
    input: {
      target: './openapi/openapi.yaml',
      parserOptions: { externalRefs: { allow: [...contractRefs, '../openapi.yaml'] } },
    },
    output: {
      mode: 'tags-split',
      target: './generated/endpoints',
      schemas: './generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      baseUrl: '/api',
      mock: {
        generators: [{ type: 'msw' }],
      },
      override: {
        mutator: { path: './src/lib/http/client.ts', name: 'httpClient' },
        // Generated faker envelopes are random unless pinned: a BladeX success is code 200.
        mock: {
          properties: {
            code: 200,
            success: true,
            msg: '操作成功',
          },
        },
      },
    },
  },
});
