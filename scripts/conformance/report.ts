// The checker's three reports: readable lines for people, JSON for tools, JUnit XML for CI systems.
import type { StepResult } from './run';

export function summary(results: StepResult[]) {
  const count = (outcome: StepResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped'), total: results.length };
}

export function formatResult(result: StepResult): string {
  const head = `${result.outcome === 'passed' ? 'PASS' : result.outcome === 'failed' ? 'FAIL' : 'SKIP'} ${result.operationId.padEnd(34)} ${result.method} ${result.path}`;
  if (result.outcome === 'skipped') return `${head}\n     skipped: ${result.reason}`;
  if (result.outcome === 'passed') return result.reason ? `${head}  (${result.reason})` : head;
  const lines = result.violations.map((v) => `     ${v.kind} at ${v.where}: ${v.message}`);
  return [head, `     request: ${result.request ?? '(not sent)'}`, ...lines].join('\n');
}

export function toJson(target: string, results: StepResult[]) {
  return JSON.stringify({ target, finishedAt: new Date().toISOString(), summary: summary(results), results }, null, 2);
}

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function toJunit(target: string, results: StepResult[]): string {
  const { failed, skipped, total } = summary(results);
  const seconds = (results.reduce((sum, r) => sum + r.ms, 0) / 1000).toFixed(3);
  const cases = results.map((r) => {
    const name = xml(`${r.operationId} ${r.method} ${r.path}`);
    const open = `    <testcase classname="conformance.${xml(r.path.split('/')[1] ?? 'api')}" name="${name}" time="${(r.ms / 1000).toFixed(3)}">`;
    if (r.outcome === 'skipped') return `${open}<skipped message="${xml(r.reason ?? '')}"/></testcase>`;
    if (r.outcome === 'passed') return `${open}</testcase>`;
    const detail = r.violations.map((v) => `${v.kind} at ${v.where}: ${v.message}`).join('\n');
    return `${open}<failure message="${xml(r.violations[0]?.message ?? 'failed')}" type="${xml(r.violations[0]?.kind ?? 'failure')}">${xml(`${r.request ?? ''}\n${detail}`)}</failure></testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract conformance" tests="${total}" failures="${failed}" skipped="${skipped}" time="${seconds}">`,
    `  <testsuite name="${xml(target)}" tests="${total}" failures="${failed}" skipped="${skipped}" time="${seconds}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
