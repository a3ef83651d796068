// What an e2e run spent its time on, read from Playwright's JSON report: the slowest ten tests and the
// number of sign-ins through the login page (the setup project's, once per role, plus those of the tests
// whose subject is signing in; support/session.ts notes each as an annotation `sign-in`).
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/** Every test attempt of the report: title path, project, duration, status, sign-ins. */
export function attemptsOf(report) {
  const attempts = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const [index, result] of (test.results ?? []).entries()) {
          // Newer reports keep each attempt's annotations on the result; older ones on the test only.
          const annotations = result.annotations ?? (index === 0 ? test.annotations ?? [] : []);
          attempts.push({
            title: [...titles, spec.title].filter(Boolean).join(' › '),
            project: test.projectName,
            duration: result.duration ?? 0,
            status: result.status,
            signIns: annotations.filter((a) => a.type === 'sign-in').length,
            error: firstLinesOf(result.errors?.[0]?.message ?? result.error?.message),
          });
        }
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return attempts;
}

/** The first lines of an attempt's error, without colours (the tail of a CI log has room for no more). */
export function firstLinesOf(message, lines = 8) {
  if (!message) return undefined;
  return stripVTControlCharacters(message).split('\n').map((line) => line.trimEnd()).filter((line) => line.trim()).slice(0, lines).join('\n');
}

/** The summary's lines for the reports at `paths` together (a run in two parts; missing ones left out). */
export function e2eSummary(...paths) {
  const found = paths.filter((path) => existsSync(path));
  if (!found.length) return [];
  const attempts = found.flatMap((path) => attemptsOf(JSON.parse(readFileSync(path, 'utf8'))));
  const slowest = [...attempts].sort((a, b) => b.duration - a.duration).slice(0, 10);
  const setup = attempts.filter((a) => a.project === 'setup').reduce((sum, a) => sum + a.signIns, 0);
  const inTests = attempts.filter((a) => a.project !== 'setup' && a.signIns > 0);
  const byTests = inTests.reduce((sum, a) => sum + a.signIns, 0);
  const tests = attempts.filter((a) => a.project !== 'setup').length;
  const retried = needingARetry(attempts);
  return [
    'e2e slowest ten:',
    ...slowest.map((a) => `  ${(a.duration / 1000).toFixed(1).padStart(6)} s  [${a.project}] ${a.title}${a.status === 'passed' ? '' : ` (${a.status})`}`),
    `e2e sign-ins: ${setup + byTests} (setup ${setup}, tests whose subject is signing in ${byTests} in ${inTests.length} of ${tests} test runs)`,
    // A retry must not hide a flaky test: each one that failed first is named, whatever its last try did.
    `e2e tests that needed a retry: ${retried.length}`,
    ...retried.map(({ title, project, last }) => `  [${project}] ${title} (then ${last})`),
    ...failuresOf(attempts),
  ];
}

/** Each failed attempt with the start of its error: what the log of a run nobody watched must tell. */
export function failuresOf(attempts) {
  const failed = attempts.filter((a) => a.status === 'failed' || a.status === 'timedOut');
  if (!failed.length) return [];
  return [
    `e2e failed attempts: ${failed.length}`,
    ...failed.flatMap((a) => [`  [${a.project}] ${a.title} (${a.status})`, ...(a.error ?? '(no error recorded)').split('\n').map((line) => `      ${line}`)]),
  ];
}

/** The tests whose first attempt failed (Playwright's retries ran), with the status of their last attempt. */
export function needingARetry(attempts) {
  const byTest = Map.groupBy(attempts, (a) => `${a.project}\u0000${a.title}`);
  return [...byTest.values()]
    .filter((tries) => tries.length > 1 && tries[0].status !== 'passed' && tries[0].status !== 'skipped')
    .map((tries) => ({ title: tries[0].title, project: tries[0].project, last: tries.at(-1).status }));
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(e2eSummary(...(process.argv.length > 2 ? process.argv.slice(2) : ['reports/e2e.json'])).join('\n'));
