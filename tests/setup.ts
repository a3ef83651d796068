import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Contract tests run in the node environment (real fetch, no DOM); the rest run in happy-dom.
const hasDom = typeof window !== 'undefined';

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
