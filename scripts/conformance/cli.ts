// `npm run conformance -- --target <base URL> [--account A --password P] [--report-dir DIR] [--stateless]`
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatResult, summary, toJson, toJunit } from './report';
import { runConformance } from './run';

const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    account: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'Admin123' },
    'report-dir': { type: 'string', default: 'reports/conformance' },
    timeout: { type: 'string', default: '30000' },
    // A mock that keeps nothing (Prism): "created but not listed" findings become skips with that reason.
    stateless: { type: 'boolean', default: false },
  },
});

if (!values.target) {
  console.error('Usage: npm run conformance -- --target <base URL, e.g. http://127.0.0.1:4020/api> [--account A --password P] [--report-dir DIR] [--stateless]');
  process.exit(2);
}

console.log(`Contract conformance of ${values.target} (account ${values.account}${values.stateless ? ', stateless' : ''})\n`);
const results = await runConformance({
  target: values.target,
  account: values.account!,
  password: values.password!,
  timeout: Number(values.timeout),
  stateless: values.stateless,
  onResult: (result) => console.log(formatResult(result)),
});

const dir = values['report-dir']!;
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'conformance.json'), toJson(values.target, results));
writeFileSync(join(dir, 'conformance.junit.xml'), toJunit(values.target, results));
const { passed, failed, skipped, total } = summary(results);
console.log(`\n${total} checks: ${passed} passed, ${failed} failed, ${skipped} skipped. Reports: ${join(dir, 'conformance.json')}, ${join(dir, 'conformance.junit.xml')}`);
process.exit(failed ? 1 : 0);
