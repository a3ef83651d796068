// The contract the checker reads when none is named: the repository's bundle. The packed checker
// (scripts/pack-conformance.mjs) builds with its own version of this module, the document inlined.
import { readFileSync } from 'node:fs';

export const bundledContract = (): unknown => JSON.parse(readFileSync('generated/openapi.json', 'utf8'));
