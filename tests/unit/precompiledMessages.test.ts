// @vitest-environment node
import path from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messages } from '../../locales';
import { precompiledMessages } from '../../vite.config';

type Load = (id: string) => Promise<string | null>;
const load = precompiledMessages().load as unknown as Load;
const tableFile = (language: string, table: string) => path.resolve(__dirname, '../../locales', language, `${table}.ts`);

/** What the build writes for a table, read back as data. */
async function built(language: string, table: string): Promise<Record<string, unknown>> {
  const code = await load.call({}, tableFile(language, table));
  expect(code).toMatch(/^export default /);
  return JSON.parse(code!.replace(/^export default /, '').replace(/;$/, '')) as Record<string, unknown>;
}

type Node = { type: number; value?: string; children?: Node[]; options?: Record<string, { value: Node[] }> };

/** A value for each argument of a message (1, or a function for a tag), found in its AST. */
type Values = Record<string, number | ((chunks: string[]) => string)>;

function valuesFor(ast: unknown, values: Values = {}): Values {
  for (const node of ast as Node[]) {
    // 1-6: argument, number, date, time, select, plural; 8: tag.
    if (node.type >= 1 && node.type <= 6 && node.value) values[node.value] = 1;
    if (node.type === 8 && node.value) values[node.value] = (chunks: string[]) => chunks.join('');
    if (node.children) valuesFor(node.children, values);
    for (const option of Object.values(node.options ?? {})) valuesFor(option.value, values);
  }
  return values;
}

describe('the message tables the build ships parsed (vite.config.ts precompiledMessages)', () => {
  it.each(['zh-CN', 'en-US'] as const)('%s: every message formats from its AST as from its text', async (language) => {
    const tables = await Promise.all(['index', 'features', 'prismPanel'].map((table) => built(language, table)));
    const parsed = Object.assign({}, ...tables) as Record<string, unknown>;
    const strings = messages[language];
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(strings).sort());
    const fromText = createIntl({ locale: language, messages: strings, onError: () => {} });
    const fromAst = createIntl({ locale: language, messages: parsed as never, onError: () => {} });
    for (const id of Object.keys(strings)) {
      const values = valuesFor(parsed[id]);
      expect(fromAst.formatMessage({ id }, values), id).toEqual(fromText.formatMessage({ id }, values));
    }
  });

  it('leaves every other module to the bundler', async () => {
    expect(await load.call({}, tableFile('zh-CN', 'errorLog'))).toBeNull();
  });
});
