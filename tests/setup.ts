import { afterEach } from 'vitest';
import { messages } from '../locales';
import { provideMessages } from '../src/lib/messages';

// Pure logic and contract tests run in the node environment (`// @vitest-environment node`: no DOM);
// the rest run in happy-dom. The DOM's helpers (jest-dom's matchers, Testing Library's cleanup, which
// loads React DOM) are imported only where there is a DOM, so a node file does not pay for them.
const hasDom = typeof window !== 'undefined';

// The app loads the messages of its language at start-up (main.tsx); tests render without it.
provideMessages('zh-CN', messages['zh-CN']);
provideMessages('en-US', messages['en-US']);

if (hasDom) {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });
}
