// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint step keeps the layers of docs/architecture.md: each breach below must fail `npm run lint`.
// The layer cases lint a virtual file placed inside src/; the cycle lints two real fixture files that
// the project's own lint run ignores.
const eslint = new ESLint({ ignore: false });

async function ruleIds(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
}

describe('the import layers in the lint step', () => {
  it('refuses a feature importing another feature', async () => {
    const code = "import { RolesPage } from '../roles/RolesPage';\nexport const page = RolesPage;\n";
    expect(await ruleIds(code, 'src/features/users/breach.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses a lower layer importing a higher one', async () => {
    const code = "import { AntdScope } from '../components/AntdScope';\nexport const scope = AntdScope;\n";
    expect(await ruleIds(code, 'src/lib/breach.ts')).toContain('import-x/no-restricted-paths');
  });

  it('lets a layer import the layers below it', async () => {
    const code = "import { appConfig } from '../platform/config';\nexport const config = appConfig;\n";
    expect(await ruleIds(code, 'src/lib/fine.ts')).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const results = await eslint.lintFiles(['tests/lint-fixtures/cycleA.ts']);
    expect(results[0].messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
