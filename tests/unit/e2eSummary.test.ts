// @vitest-environment node
// The gate names every e2e test that failed before it passed: a retry must not hide a flaky test.
import { describe, expect, it } from 'vitest';
import { attemptsOf, needingARetry } from '../../scripts/e2e-summary.mjs';

const result = (status: string) => ({ status, duration: 1000 });
const report = {
  suites: [
    {
      title: 'monitorArchive.spec.ts',
      specs: [
        { title: 'searches', tests: [{ projectName: 'e2e', results: [result('failed'), result('passed')] }] },
        { title: 'adds', tests: [{ projectName: 'e2e', results: [result('passed')] }] },
        { title: 'removes', tests: [{ projectName: 'e2e', results: [result('timedOut'), result('failed')] }] },
      ],
    },
  ],
};

describe('the e2e summary', () => {
  it('names the tests whose first attempt failed, with how their last one ended', () => {
    expect(needingARetry(attemptsOf(report))).toEqual([
      { title: 'monitorArchive.spec.ts › searches', project: 'e2e', last: 'passed' },
      { title: 'monitorArchive.spec.ts › removes', project: 'e2e', last: 'failed' },
    ]);
  });

  it('names none when every test passed at once', () => {
    expect(needingARetry(attemptsOf({ suites: [{ title: 'a.spec.ts', specs: [{ title: 'x', tests: [{ projectName: 'e2e', results: [result('passed')] }] }] }] }))).toEqual([]);
  });
});
