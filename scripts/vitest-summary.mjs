// The lines the gate ends with when Vitest fails: which files and tests failed, with the first lines of
// each failure (what a server printed before it failed to start among them), so a log that keeps only
// its tail (CI's) still says what broke.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** The first lines of a failure without its stack (`    at …`), each cut at 300 characters. */
const firstLines = (text = '', count = 6) =>
  text.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('at ')).slice(0, count).map((line) => line.slice(0, 300)).join('\n');

/** The failures in one Vitest JSON report (its `testResults`): a file that failed to run, or a test. */
export function failuresOf(report, root = process.cwd()) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push({ file: name, test: test.fullName, why: firstLines(test.failureMessages?.[0]) });
    if (file.status === 'failed' && failedTests.length === 0) failures.push({ file: name, test: '(the file)', why: firstLines(file.message) });
  }
  return failures;
}

/** Summary lines for the Vitest reports at `paths` (those that exist); none when nothing failed. */
export function vitestSummary(...paths) {
  const failures = paths.filter((path) => existsSync(path)).flatMap((path) => failuresOf(JSON.parse(readFileSync(path, 'utf8'))));
  if (failures.length === 0) return [];
  return [`vitest failures: ${failures.length}`, ...failures.flatMap(({ file, test, why }) => {
    const [first = '', ...more] = why.split('\n');
    return [`  ${file} › ${test}${first ? `: ${first}` : ''}`, ...more.map((line) => `      ${line}`)];
  })];
}
