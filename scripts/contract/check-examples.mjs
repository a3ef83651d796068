// CLI: node scripts/contract/check-examples.mjs [root.yaml] — lists examples that break their schema.
import { bundleContract } from './bundle.mjs';
import { checkExamples } from './examples.mjs';

const { checked, failures } = checkExamples(bundleContract(process.argv[2]));
for (const failure of failures) console.error(failure);
console.log(`${checked} examples checked, ${failures.length} invalid.`);
process.exit(failures.length ? 1 : 0);
