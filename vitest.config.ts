import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['tests/{unit,component,contract}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // Component tests render antd forms and tables in happy-dom against the mock backend: 2-5 s each on
    // a quiet machine, and past vitest's 5 s default on a loaded 2-core runner (seen in CI-like runs).
    testTimeout: 20_000,
  },
});
