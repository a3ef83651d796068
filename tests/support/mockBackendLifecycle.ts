// The in-process mock backend for a component test file: one MSW server for the file, a freshly seeded
// world before each test, and after each test nothing left for the next to trip over (extra handlers,
// listeners, cached replies, the session, the language, the chosen company).
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import { queryClient } from '../../src/lib/queryClient';
import { useCompanySelection } from '../../src/stores/companySelection';
import { usePreferencesStore } from '../../src/stores/preferences';
import { useSessionStore } from '../../src/stores/session';

/** Call once at the top of a test file (before its own beforeEach, which then runs on a fresh world). */
export function withMockBackend() {
  beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => db.reset());
  afterEach(() => {
    mockServer.resetHandlers();
    mockServer.events.removeAllListeners();
    queryClient.clear();
    useSessionStore.getState().clear();
    useCompanySelection.getState().clear();
    usePreferencesStore.setState({ language: 'zh-CN' });
  });
  afterAll(() => mockServer.close());
}
