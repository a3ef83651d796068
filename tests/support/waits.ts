// How long a functional test waits for the console. The figures are sized for a machine twice as loaded as
// the gate's own (the gate runs Vitest beside two e2e browsers on 2 cores; a developer's machine may add
// another core's worth): about five times what a step takes on a quiet machine. A passing test never waits
// one out; they only bound how long a failing test takes to fail. Timing claims live in the budgets.

/** A render, a reply, a dialog: Testing Library's findBy and waitFor default (tests/setup.ts). */
export const WAIT_MS = 30_000;

/**
 * A lazy page's first load in a file: its chunk and the antd modules it imports are transformed on first
 * use (vitest.config.ts: importsByModule), 6 s alone for the menu page's table on a quiet machine.
 */
export const LAZY_LOAD = { timeout: 60_000 };

/**
 * One reply of a server a test started (the conformance checker's per-request limit: 30 s by default; the
 * file download timed out beside five other mock servers and a core's load).
 */
export const REPLY_WAIT_MS = 120_000;

/** One test, however many waits it chains (Vitest's testTimeout). */
export const TEST_TIMEOUT_MS = 180_000;

/** A hook's setup, such as starting Prism and running the conformance checker against it (Vitest's hookTimeout). */
export const HOOK_TIMEOUT_MS = 360_000;

/**
 * A server a test starts (the mock server, Prism, Vite): six tsx servers seeding the mock world at once
 * took about 90 s on a loaded 2-core machine, one alone 12 s.
 */
export const SERVER_START_MS = 150_000;
