import { defineConfig } from 'orval';

// The contract in openapi/ is the single source of truth; `npm run generate` rewrites generated/.
export default defineConfig({
  console: {
    // scripts/generate.mjs bundles openapi/ into this one file first (see README, decisions).
    input: { target: './generated/openapi.json' },
    output: {
      mode: 'tags-split',
      target: './generated/endpoints',
      schemas: './generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      baseUrl: '/api',
      // The R envelope's code/success are enums (200/true), so faker replies are successes by
      // construction; useExamples answers with the contract's own (believable) examples where it has them.
      mock: {
        indexMockFiles: true,
        generators: [{ type: 'msw', useExamples: true, locale: 'zh_CN' }],
      },
      override: {
        mutator: { path: './src/lib/http/client.ts', name: 'httpClient' },
      },
    },
  },
});
