import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { importsByModule } from './tests/support/importsByModule';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from './tests/support/waits';

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
    // Sized for a machine twice as loaded as the gate's own (tests/support/waits.ts): a timeout bounds how
    // long a failing test takes to fail, never how fast a passing one must be.
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: HOOK_TIMEOUT_MS,
    // React 19.3's throttled Suspense commit can fire from a timer after a test has unmounted its root
    // (happy-dom; seen with <Activity> in the routes and tab tests on a loaded runner): "Cannot commit
    // the same tree as before". It is after the test, not a failure of the console; every other
    // unhandled error still fails the run.
    onUnhandledError(error) {
      if (/Cannot commit the same tree as before/.test(error.message ?? '')) return false;
    },
  },
});
