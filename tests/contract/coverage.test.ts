// @vitest-environment node
// docs/spec-coverage.md maps every line of spec section 7 to the operation(s) that implement it.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract, operations } from './contract';

const specCopy = 'docs/console-spec.md';
const sharedSpec = '../shared/spec/console-spec.md';

/** The lines of section 7: bullet items, first cells of table rows and plain paragraphs. */
export function sectionSevenLines(spec: string): string[] {
  const section = spec.slice(spec.indexOf('## 7.'), spec.indexOf('## 8.'));
  return section
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !/^\|[-| ]+\|$/.test(line) && !line.startsWith('| Method and path'))
    .map((line) => (line.startsWith('- ') ? line.slice(2) : line.startsWith('|') ? line.split('|')[1].trim() : line));
}

type Row = { line: string; call: string; operations: string[]; note: string };

function coverageRows(markdown: string): Row[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Spec line') && !/^\|[-| ]+\|$/.test(line))
    .map((line) => {
      const cells = line.split(' | ').map((cell) => cell.replace(/^\| ?| ?\|$/g, '').trim().replace(/\\\|/g, '|'));
      const [lineText, call, ops] = cells;
      // A row without a call ('—') explains itself in prose; only rows with calls name operations.
      const ids = call === '—' ? [] : [...(ops ?? '').matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]);
      return { line: lineText, call, operations: ids, note: ops ?? '' };
    });
}

const spec = readFileSync(specCopy, 'utf8');
const coverageDoc = readFileSync('docs/spec-coverage.md', 'utf8');
const rows = coverageRows(coverageDoc.slice(0, coverageDoc.indexOf('## Section 3 entities')));
const byId = new Map(operations.map((op) => [op.operationId, op]));

describe('spec coverage (docs/spec-coverage.md)', () => {
  it.runIf(existsSync(sharedSpec))('uses the current spec (docs/console-spec.md equals shared/spec)', () => {
    expect(spec).toBe(readFileSync(sharedSpec, 'utf8'));
  });

  it('maps every line of section 7', () => {
    const mapped = new Set(rows.map((row) => row.line));
    const lines = sectionSevenLines(spec);
    expect(lines.length).toBeGreaterThan(90);
    expect(lines.filter((line) => !mapped.has(line))).toEqual([]);
  });

  it('names only operations that exist, with the method and path the row says', () => {
    const wrong = rows.flatMap((row) =>
      row.operations
        .map((id) => ({ id, op: byId.get(id) }))
        .filter(({ op }) => !op || !row.call.split(', ').includes(`${op.method} /api${op.path}`))
        .map(({ id }) => `${row.line} -> ${id} (${row.call})`),
    );
    expect(wrong).toEqual([]);
  });

  it('gives a reason where a line has no operation of its own', () => {
    const unexplained = rows.filter((row) => row.operations.length === 0 && (row.call !== '—' || row.note.length < 40));
    expect(unexplained.map((row) => row.line)).toEqual([]);
  });

  it('lists every operation of the contract', () => {
    const listed = new Set(rows.flatMap((row) => row.operations));
    expect(operations.map((op) => op.operationId).filter((id) => !listed.has(id))).toEqual([]);
  });
});

describe('entity coverage (docs/spec-coverage.md, section 3)', () => {
  const section = spec.slice(spec.indexOf('## 3.'), spec.indexOf('## 4.'));
  const entities = [...section.matchAll(/^- \*\*([^*]+)\*\*/gm)].map((m) => m[1]);
  const doc = readFileSync('docs/spec-coverage.md', 'utf8');
  const table = doc.slice(doc.indexOf('## Section 3 entities'));
  const entityRows = new Map(
    table
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| Entity'))
      .map((line) => [line.split(' | ')[0].slice(2).trim(), line] as const),
  );

  it('lists every entity of section 3', () => {
    expect(entities.length).toBeGreaterThanOrEqual(20);
    expect(entities.filter((name) => !entityRows.has(name))).toEqual([]);
  });

  it('names only schemas the bundled contract has', () => {
    const named = [...entityRows.values()].flatMap((line) => [...line.matchAll(/`([A-Z][A-Za-z]+)`/g)].map((m) => m[1]));
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((name) => !(name in contract.components.schemas))).toEqual([]);
  });
});
