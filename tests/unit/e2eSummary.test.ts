// @vitest-environment node
// The gate names every e2e test that failed before it passed: a retry must not hide a flaky test.
import { describe, expect, it } from 'vitest';
import { attemptsOf, failuresOf, needingARetry } from '../../scripts/e2e-summary.mjs';

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

  it('gives each failed attempt the first lines of its error, without colours', () => {
    const failing = {
      suites: [{ title: 'a.spec.ts', specs: [{ title: 'walks', tests: [{ projectName: 'e2e', results: [
        { status: 'failed', duration: 1, errors: [{ message: '\u001b[31mError: expect(received).toEqual(expected)\u001b[39m\n\n- Expected  - 0\n+ Received  + 1\n\n  Array [\n+   "/x: raw wire values: -1",\n  ]' }] },
        { status: 'passed', duration: 1 },
      ] }] }] }],
    };
    expect(failuresOf(attemptsOf(failing))).toEqual([
      'e2e failed attempts: 1',
      '  [e2e] a.spec.ts › walks (failed)',
      '      Error: expect(received).toEqual(expected)',
      '      - Expected  - 0',
      '      + Received  + 1',
      '        Array [',
      '      +   "/x: raw wire values: -1",',
      '        ]',
    ]);
  });

  it('says nothing of failures when every attempt passed', () => {
    expect(failuresOf(attemptsOf(report).filter((a) => a.status === 'passed'))).toEqual([]);
  });
});
