import { defineConfig } from 'orval';

// The contract in openapi/ is the single source of truth; `npm run generate` rewrites generated/.
export default defineConfig({
  console: {
    input: {
      target: './openapi/openapi.yaml',
      // The contract is split by domain; orval must be told those files are ours.
      parserOptions: { externalRefs: { allow: ['paths/*.yaml', 'components/*.yaml', '../components/*.yaml', 'paths/auth.yaml', 'components/auth.yaml', 'components/envelope.yaml', 'components/responses.yaml'] } },
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
