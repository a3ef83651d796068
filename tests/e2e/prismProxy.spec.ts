import { expect, test } from '@playwright/test';
import { operations } from '../../scripts/conformance/contract';
import { runConformance } from '../../scripts/conformance/run';

// A third-party validator agrees with the contract: Prism's validating proxy (`npm run mock:proxy`) in
// front of the mock backend (`npm run mock:server`) checks every exchange of the conformance checker -
// every GET of the contract among them, with real ids of the seeded world - and reports no violation
// of severity Error in its sl-violations header. On both wires: the contract's own, and BladeX's.

/** The proxy in front of the mock server on each wire: the contract's own, and BladeX's (playwright.config.ts). */
const WIRES = [
  { wire: 'default', proxy: `http://127.0.0.1:${process.env.PRISM_PROXY_PORT ?? '4013'}` },
  { wire: 'BladeX', proxy: `http://127.0.0.1:${process.env.PRISM_PROXY_BLADEX_PORT ?? '4014'}` },
];

for (const { wire, proxy } of WIRES) {
  test(`every GET of the contract through the validating proxy in front of the mock server on the ${wire} wire draws no violation`, async () => {
    test.setTimeout(180_000);
    const results = await runConformance({ target: proxy, account: 'admin', password: 'Admin123' });
    const gets = operations.filter((op) => op.method === 'GET').map((op) => op.operationId);
    const walked = new Set(results.filter((r) => r.method === 'GET' && r.outcome !== 'skipped').map((r) => r.operationId));
    expect(gets.filter((id) => !walked.has(id)), 'GETs the walk did not call').toEqual([]);

    const violations = results.flatMap((r) => (r.proxyViolations ?? []).filter((v) => v.severity === 'Error').map((v) => `${r.operationId}: ${v.location?.join('.') ?? ''} ${v.message}`));
    const writes = results.filter((r) => r.method !== 'GET' && r.outcome !== 'skipped').length;
    console.log(`validating proxy, ${wire} wire: ${results.length} exchanges (${walked.size} of ${gets.length} GETs, ${writes} writes), ${violations.length} violations of severity Error`);
    expect(violations).toEqual([]);
    // The checker itself agrees: the mock honours the contract.
    expect(results.filter((r) => r.outcome === 'failed').map((r) => r.operationId)).toEqual([]);
  });
}
