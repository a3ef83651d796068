// `npm run conformance -- --target <base URL> [--account A --password P] [--report-dir DIR] [--stateless]
// [--contract FILE]`, and the same options for the packed checker (`npx ./device-console-conformance-<v>.tgz`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatResult, summary, toJson, toJunit } from './report';

const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    account: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'Admin123' },
    'report-dir': { type: 'string', default: 'reports/conformance' },
    timeout: { type: 'string', default: '30000' },
    // A mock that keeps nothing (Prism): "created but not listed" findings become skips with that reason.
    stateless: { type: 'boolean', default: false },
    // Another copy of the contract (a newer release, a branch's) instead of the bundled one.
    contract: { type: 'string' },
  },
});

if (!values.target) {
  console.error(
    'Usage: npm run conformance -- (or: npx ./device-console-conformance-<version>.tgz) --target <base URL, e.g. http://127.0.0.1:4020/api> [--account A --password P] [--report-dir DIR] [--stateless] [--contract FILE]',
  );
  process.exit(2);
}
// Read by the contract module when it loads, so the checker's modules are loaded after this.
if (values.contract) process.env.CONFORMANCE_CONTRACT = resolve(values.contract);
const { runConformance } = await import('./run');
const { contract } = await import('./contract');

const { title, version } = contract.info;
console.log(`Contract conformance of ${values.target} (account ${values.account}${values.stateless ? ', stateless' : ''}) to ${title} ${version}${values.contract ? ` from ${values.contract}` : ''}\n`);
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
