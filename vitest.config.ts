import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const TESTS = 'tests/{unit,component,contract}/**/*.test.{ts,tsx}';

/**
 * Files that change what a module or a global is for the rest of their run (vi.mock, vi.unmock,
 * vi.stubGlobal, vi.resetModules, fake timers): each gets a module registry of its own. Found by reading
 * the test files, so a new one is kept apart without a list to keep.
 */
const CHANGES_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules|useFakeTimers)\(/;
const keptApart = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((path) => /^(unit|component|contract)\/.*\.test\.tsx?$/.test(path.replaceAll('\\', '/')))
  .filter((path) => CHANGES_MODULES.test(readFileSync(`tests/${path}`, 'utf8')))
  .map((path) => `tests/${path.replaceAll('\\', '/')}`);

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one on this 2-core runner, which left a core idle
    // (the whole suite 601-679 s on one worker, 332 s on two; docs/performance.md).
    maxWorkers: 2,
    // Component tests render antd forms and tables in happy-dom against the mock backend: 2-5 s each on
    // a quiet machine, and past vitest's 5 s default on a loaded 2-core runner (seen in CI-like runs).
    testTimeout: 20_000,
    // React 19.3's throttled Suspense commit can fire from a timer after a test has unmounted its root
    // (happy-dom; seen with <Activity> in the routes and tab tests on a loaded runner): "Cannot commit
    // the same tree as before". It is after the test, not a failure of the console; every other
    // unhandled error still fails the run.
    onUnhandledError(error) {
      if (/Cannot commit the same tree as before/.test(error.message ?? '')) return false;
    },
    // Most files share one module registry per worker (isolate: false), so React, antd and the mock are
    // imported once a worker instead of once a file; the files that change modules or globals keep theirs.
    projects: [
      { extends: true, test: { name: 'shared', include: [TESTS], exclude: keptApart, isolate: false } },
      { extends: true, test: { name: 'apart', include: keptApart } },
    ],
  },
});
