import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { messages } from '../locales';
import { provideMessages } from '../src/lib/messages';

// Contract tests run in the node environment (real fetch, no DOM); the rest run in happy-dom.
const hasDom = typeof window !== 'undefined';

// The app loads the messages of its language at start-up (main.tsx); tests render without it.
provideMessages('zh-CN', messages['zh-CN']);
provideMessages('en-US', messages['en-US']);

afterEach(() => {
  if (!hasDom) return;
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
