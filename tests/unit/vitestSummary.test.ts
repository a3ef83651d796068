// @vitest-environment node
// The gate's tail names every Vitest failure: CI keeps only the end of the log.
import { describe, expect, it } from 'vitest';
import { failuresOf } from '../../scripts/vitest-summary.mjs';

const report = {
  testResults: [
    {
      name: '/repo/tests/unit/a.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'a passes', status: 'passed', failureMessages: [] },
        { fullName: 'a fails', status: 'failed', failureMessages: ['\nAssertionError: expected 1 to be 2\n    at a.test.ts:3:1'] },
      ],
    },
    { name: '/repo/tests/unit/b.test.ts', status: 'failed', message: 'Error: did not start within 150 s:\n  VITE v8 ready\n    at start (startProcess.ts:9:3)', assertionResults: [] },
    { name: '/repo/tests/unit/c.test.ts', status: 'passed', message: '', assertionResults: [{ fullName: 'c', status: 'passed' }] },
  ],
};

describe('the Vitest summary', () => {
  it('names each failed test and each file that failed to run, with the first lines of why, stack left out', () => {
    expect(failuresOf(report, '/repo')).toEqual([
      { file: 'tests/unit/a.test.ts', test: 'a fails', why: 'AssertionError: expected 1 to be 2' },
      { file: 'tests/unit/b.test.ts', test: '(the file)', why: 'Error: did not start within 150 s:\nVITE v8 ready' },
    ]);
  });

  it('names none when every file passed', () => {
    expect(failuresOf({ testResults: [report.testResults[2]] }, '/repo')).toEqual([]);
  });
});
