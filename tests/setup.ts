import { afterEach, vi } from 'vitest';
import { messages } from '../locales';
import { provideMessages } from '../src/lib/messages';
import { WAIT_MS } from './support/waits';

// Pure logic and contract tests run in the node environment (`// @vitest-environment node`: no DOM);
// the rest run in happy-dom. The DOM's helpers (jest-dom's matchers, Testing Library's cleanup, which
// loads React DOM) are imported only where there is a DOM, so a node file does not pay for them.
const hasDom = typeof window !== 'undefined';

// The app loads the messages of its language at start-up (main.tsx); tests render without it.
provideMessages('zh-CN', messages['zh-CN']);
provideMessages('en-US', messages['en-US']);

// Component tests render antd without its runtime stylesheets (tests/support/antdWithoutRuntimeStyles.tsx).
vi.mock('@testing-library/react', async (importOriginal) => {
  const { withoutRuntimeStyles } = await import('./support/antdWithoutRuntimeStyles');
  return withoutRuntimeStyles(await importOriginal());
});

if (hasDom) {
  await import('@testing-library/jest-dom/vitest');
  // The pure entry: the same cleanup, without the wrapper above (and antd) in a file that renders nothing.
  const { cleanup, configure } = await import('@testing-library/react/pure');
  // findBy and waitFor wait up to WAIT_MS (Testing Library's default is 1 s): a lazy page or dialog loads
  // its antd modules when first shown (vitest.config.ts: importsByModule), seconds on a busy 2-core runner.
  configure({ asyncUtilTimeout: WAIT_MS });
  skipOwnerStacks(await import('react'));
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });
}

type ReactInternals = { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: { recentlyCreatedOwnerStacks?: unknown } };

/**
 * React's development build captures a stack (an Error) for every element it creates, up to 10,000 a
 * second, to print the owner stack of a warning: about a tenth of a component test's CPU, for stacks no
 * test reads. Its counter of recent captures is pinned above the limit, so no stack is taken; the
 * warnings themselves still come. Where the counter is not there (another React), nothing changes.
 */
function skipOwnerStacks(react: object) {
  const internals = (react as ReactInternals).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (typeof internals?.recentlyCreatedOwnerStacks !== 'number') return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Number.POSITIVE_INFINITY, set() {} });
}
