import type { Plugin } from 'vite';

/** Where a named import of a barrel lives on its own (undefined: leave the statement as it is). */
type ModuleOf = (name: string) => string | undefined;

const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The barrels Node reads as CommonJS in Vitest, whole, in every test file (each file has a fresh module
 * registry): `@ant-design/icons` requires its 800-odd icons, `antd` its 70-odd components. The browser
 * build tree-shakes both. In tests a named import of either comes from the name's own module instead.
 */
const BARRELS: Record<string, ModuleOf> = {
  '@ant-design/icons': (name) => (/^[A-Z]\w*(Outlined|Filled|TwoTone)$/.test(name) ? `@ant-design/icons/${name}` : undefined),
  // Each component is its folder's default export (antd/lib/index.js: require('./date-picker').default).
  antd: (name) => (/^[A-Za-z]+$/.test(name) ? `antd/lib/${kebab(name)}` : undefined),
};

// A named import of any of BARRELS (its path escaped for the pattern).
const escaped = Object.keys(BARRELS).map((barrel) => barrel.replace(/[/.]/g, '\\$&'));
const IMPORT = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"](${escaped.join('|')})['"];?`, 'g');

/** Vitest only: `import { Button, Table } from 'antd'` becomes `import Button from 'antd/lib/button'; …`. */
export function importsByModule(): Plugin {
  return {
    name: 'imports-by-module',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/')) return null;
      let changed = false;
      const out = code.replace(IMPORT, (statement, list: string, barrel: string) => {
        const values = list
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && !part.startsWith('type '))
          .map((spec) => {
            const [imported, local = imported] = spec.split(/\s+as\s+/);
            return { local, module: BARRELS[barrel](imported) };
          });
        if (values.some((value) => !value.module)) return statement;
        changed = true;
        // As many lines as the statement had, so a stack trace's line numbers stay the source's.
        const lines = '\n'.repeat((statement.match(/\n/g) ?? []).length);
        return values.map(({ local, module }) => `import ${local} from '${module}';`).join(' ') + lines;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
