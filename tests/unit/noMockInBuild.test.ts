// @vitest-environment node
// `npm run build` runs scripts/check-no-mock.mjs over its output; this pins what that check finds.
import { describe, expect, it } from 'vitest';
import { mockFindings, PRISM_PANEL_MARKER } from '../../scripts/check-no-mock.mjs';
import { PRISM_STORAGE_KEY } from '../../src/features/prismPanel/choice';

const realManifest = {
  'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true, dynamicImports: ['src/features/auth/pages/LoginPage.tsx'] },
  'src/features/auth/pages/LoginPage.tsx': { file: 'assets/LoginPage-b.js', src: 'src/features/auth/pages/LoginPage.tsx', isDynamicEntry: true },
};

describe('the real build holds no mock code', () => {
  it('passes a manifest and scripts without the mock', () => {
    expect(mockFindings(realManifest, { 'index.html': '<script src="/assets/index-a.js">', 'assets/index-a.js': 'import("./LoginPage-b.js")' })).toEqual([]);
  });

  it('finds the mock chunk, its import and the worker script of a build that carries the mock', () => {
    const demoManifest = {
      ...realManifest,
      'index.html': { ...realManifest['index.html'], dynamicImports: ['mocks/browser/index.ts'] },
      'mocks/browser/index.ts': { file: 'assets/browser-c.js', src: 'mocks/browser/index.ts', isDynamicEntry: true },
    };
    const files = {
      'mockServiceWorker.js': '/* msw */',
      'mockApiWorker.js': "importScripts('./mockServiceWorker.js')",
      'assets/browser-c.js': 'worker.start({ serviceWorker: { url: "/mockApiWorker.js" } })',
    };
    expect(mockFindings(demoManifest, files)).toEqual([
      'index.html imports mocks/browser/index.ts',
      'manifest chunk mocks/browser/index.ts (assets/browser-c.js)',
      "mockServiceWorker.js: the mock's worker script",
      "mockApiWorker.js: the mock's worker script",
      "assets/browser-c.js names the mock's worker script (mockApiWorker.js)",
    ]);
  });

  it('finds a shared chunk made of MSW or faker', () => {
    const manifest = { ...realManifest, '_faker-d.js': { file: 'assets/faker-d.js', src: 'node_modules/@faker-js/faker/dist/index.js' } };
    expect(mockFindings(manifest, {})).toEqual(['manifest chunk _faker-d.js (assets/faker-d.js)']);
  });

  it('finds the Prism panel: its chunk, its import, or its marker in any script', () => {
    expect(PRISM_PANEL_MARKER).toBe(PRISM_STORAGE_KEY);
    const manifest = {
      ...realManifest,
      'index.html': { ...realManifest['index.html'], dynamicImports: ['src/features/prismPanel/start.tsx'] },
      'src/features/prismPanel/start.tsx': { file: 'assets/start-e.js', src: 'src/features/prismPanel/start.tsx', isDynamicEntry: true },
    };
    expect(mockFindings(manifest, { 'assets/index-a.js': `sessionStorage.getItem("${PRISM_PANEL_MARKER}")` })).toEqual([
      'index.html imports src/features/prismPanel/start.tsx',
      'manifest chunk src/features/prismPanel/start.tsx (assets/start-e.js)',
      `assets/index-a.js holds the Prism panel (${PRISM_PANEL_MARKER})`,
    ]);
  });
});
