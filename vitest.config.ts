import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { importsByModule } from './tests/support/importsByModule';

export default defineConfig({
  plugins: [react(), importsByModule()],
  test: {
    environment: 'happy-dom',
    include: ['tests/{unit,component,contract}/**/*.test.{ts,tsx}'],
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
  },
});
