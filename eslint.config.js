import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries of CONVENTIONS.md, enforced here:
//  - only the http client touches fetch / XHR;
//  - generated/ imports only the http client (and libraries);
//  - src/ never imports mocks/ (main.tsx starts the worker through a dynamic import only).
const networkBan = {
  'no-restricted-globals': ['error', { name: 'fetch', message: 'Only src/lib/http/client.ts talks to the network; use a generated hook.' }, { name: 'XMLHttpRequest', message: 'Only the http client talks to the network.' }],
  'no-restricted-properties': ['error', { object: 'window', property: 'fetch', message: 'Only the http client talks to the network.' }, { object: 'globalThis', property: 'fetch', message: 'Only the http client talks to the network.' }],
};

// The layers of src/, top to bottom (docs/architecture.md). A layer imports only itself and the
// layers below it; main.tsx, the entry, sits above them all. stores/ sit below lib/: lib's hooks read
// the stores, and the stores keep their values through platform/ only.
const layers = ['app', 'layouts', 'features', 'components', 'lib', 'stores', 'platform', 'vendor'];
const layerZones = layers.slice(1).map((layer, index) => ({
  target: `./src/${layer}`,
  from: layers.slice(0, index + 1).map((above) => `./src/${above}`),
  message: `${layer}/ sits below ${layers.slice(0, index + 1).join(', ')}: it may not import them (docs/architecture.md).`,
}));
// Features never import each other: what two features share moves down to components/ or lib/.
const features = fs.readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move the shared piece down to components/ or lib/.',
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'test-results-*', 'playwright-report', 'reports', '.cache', 'tests/lint-fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...networkBan,
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/mocks/**', '**/mocks'], message: 'src/ must not import mocks/ (only main.tsx, dynamically).' }] }],
    },
  },
  {
    // Layers and cycles, over the app and the mock world (tests/lint-fixtures/ holds one breach of each).
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'tests/lint-fixtures/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Without these the cycle check parses no TypeScript module and finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/lint-fixtures/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
    },
  },
  {
    files: ['src/lib/http/client.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['generated/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./.*src/(?!lib/http/client$)', message: 'generated/ imports only the http client.' }, { group: ['**/mocks/**'], message: 'generated/ imports only the http client.' }] }],
      ...networkBan,
    },
  },
);
