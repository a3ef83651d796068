// `npm run contract:diff -- --base <git ref> [--head <file>]`: the contract's changes since <ref>, each
// judged breaking or not for a client and for a server. The new side is openapi/ bundled now (so an
// edit shows before `npm run generate`), or --head's file. Exit code 1 when a change breaks either side.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { bundleContract } from './bundle.mjs';
import { classifyChanges, formatChange } from './diff.mjs';

const { values } = parseArgs({ options: { base: { type: 'string', default: 'HEAD' }, head: { type: 'string' } } });

const before = JSON.parse(execFileSync('git', ['show', `${values.base}:generated/openapi.json`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
const after = values.head ? JSON.parse(readFileSync(values.head, 'utf8')) : bundleContract();
const changes = classifyChanges(before, after);
for (const change of changes) console.log(formatChange(change));
const count = (side) => changes.filter((c) => c[side]).length;
console.log(
  changes.length
    ? `\n${changes.length} change(s) since ${values.base} (info.version ${before.info.version} -> ${after.info.version}): ${count('client')} breaking for a client, ${count('server')} breaking for a server.`
    : `No change to the contract since ${values.base}.`,
);
process.exit(count('client') + count('server') ? 1 : 0);
