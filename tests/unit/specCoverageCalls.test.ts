// @vitest-environment node
// docs/spec-coverage.md's last column says where the console calls each operation, or why it does not:
// checked against src/, so the column cannot drift from the code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const markdown = readFileSync('docs/spec-coverage.md', 'utf8');
const sectionSeven = markdown.slice(0, markdown.indexOf('## Section 3'));

type Row = { line: string; operations: string[]; where: string };

const rows: Row[] = sectionSeven
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| Spec line') && !/^\|[-| ]+\|$/.test(line))
  .map((line) => {
    const cells = line.split(' | ').map((cell) => cell.replace(/^\| ?| ?\|$/g, '').trim());
    const operations = cells[1] === '—' ? [] : [...(cells[2] ?? '').matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]);
    return { line: cells[0], operations, where: cells[3] ?? '' };
  });

const sources = readdirSync('src', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

/**
 * Whether a file calls an operation: its hook, the function itself, or its query/mutation options (not only
 * its query key, nor its operationId quoted as a name, as the Prism panel's lists of operations do).
 */
const calls = (text: string, operation: string) => {
  const name = `${operation[0].toUpperCase()}${operation.slice(1)}`;
  const code = text.replace(/\bget\w+QueryKey\b/g, '').replace(/(['"`])[A-Za-z]+\1/g, "''");
  return new RegExp(`\\b(use${name}|${operation}|get${name}(Infinite)?(QueryOptions|MutationOptions))\\b`).test(code);
};
const callers = (operation: string) => sources.filter((file) => calls(readFileSync(file, 'utf8'), operation));

describe('spec-coverage: called by the UI (where) / not called (why)', () => {
  it('has the column on every row of section 7', () => {
    expect(rows.length).toBeGreaterThan(90);
    for (const row of rows) expect(row.where, row.line).not.toBe('');
  });

  it.each(rows.flatMap((row) => row.operations.map((operation) => [operation, row.where] as const)))('%s: where it is called, or why not', (operation, where) => {
    const named = new RegExp(`\\b${operation} in ([^;:]+)`).exec(where);
    if (named) {
      const files = named[1].replace(/ and \d+ more.*$/, '').split(', ').map((file) => `src/${file.trim()}`);
      for (const file of files) {
        expect(existsSync(file), `${file} for ${operation}`).toBe(true);
        expect(calls(readFileSync(file, 'utf8'), operation), `${file} calls ${operation}`).toBe(true);
      }
    } else {
      expect(where, operation).toMatch(/not called: .{20,}/);
      expect(callers(operation), `${operation} is said not to be called`).toEqual([]);
    }
  });
});
