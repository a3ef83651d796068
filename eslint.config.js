import js from '@eslint/js';
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

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'test-results-*', 'playwright-report', 'reports', '.cache'] },
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
