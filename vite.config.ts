import react from '@vitejs/plugin-react';
import { parse } from '@formatjs/icu-messageformat-parser';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { MOCK_WORKER_FILES } from './scripts/check-no-mock.mjs';

// VITE_API_TARGET points /api at Prism (npm run dev:prism) or a real backend; the mock is then off.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:4010';
// Like Saber's dev proxy, /api is stripped: Prism and the BladeX gateway serve the bare paths.
const proxy = { '/api': { target: apiTarget, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/api/, '') } };

/**
 * A build with the in-browser mock asks for the mock's chunk (1.5 MB: MSW, faker, the handlers) with the
 * page, beside the console's own chunks. Without the hint it was asked for only once the console's entry
 * had run (main.tsx imports it dynamically), about 0.4 s into a fresh load, and compiled after that
 * (README, "The gate's e2e"). A build with VITE_MOCK=off never runs the mock (src/platform/mockMode.ts), though
 * the bundler still emits its chunk: it gets no hint, or every page would fetch 1.5 MB it never uses.
 */
function preloadMockChunk(): Plugin {
  let base = '/';
  let mockOff = false;
  return {
    name: 'console:preload-mock-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      // Only the demo build (VITE_MOCK=on) carries the mock; `npm run build` has no chunk to hint.
      mockOff = config.env.VITE_MOCK !== 'on';
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (mockOff) return [];
        const mock = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.facadeModuleId?.endsWith('/mocks/browser/index.ts'));
        return mock ? [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${mock.fileName}` }, injectTo: 'head' }] : [];
      },
    },
  };
}

/**
 * `npm run build` is for a real backend: no mock code in its output. main.tsx imports the mock only when
 * the build carries it (src/app/mockMode.ts), but the bundler still emits a dynamic import's chunk when
 * the code that calls it is dead. So outside the demo build the import is made external (never bundled;
 * the dead call that named it is dropped), and MSW's worker script (public/) is left out of the output.
 * The Prism panel (src/features/prismPanel/start.tsx, the demo's and the dev server's) goes the same way.
 */
export function mockOnlyInDemo(): Plugin {
  const empty = '\0console:no-mock';
  let demo = false;
  let outDir = '';
  return {
    name: 'console:mock-only-in-demo',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      demo = config.env.VITE_MOCK === 'on';
      outDir = path.resolve(config.root, config.build.outDir);
    },
    resolveId(source, importer) {
      if (demo || !importer || !/[\\/](mocks[\\/]browser[\\/]index|features[\\/]prismPanel[\\/]start)(\.tsx?)?$/.test(source)) return null;
      return { id: empty, external: true };
    },
    writeBundle() {
      if (!demo) for (const worker of MOCK_WORKER_FILES) rmSync(path.join(outDir, worker), { force: true });
    },
  };
}

/**
 * antd's Table measures its scrollbar afresh at every show of a page kept under `<Activity>` (a style
 * and a div put in and taken out, a forced layout): @rc-component/util's index gets a module that keeps
 * the measurement by the scrollbar styles it depends on (src/vendor/scrollBarSize.ts). Only the index's
 * import is redirected; the module itself, which the replacement wraps, stays as it is. `vite` in dev
 * pre-bundles the package without plugins, so dev keeps the original: the same sizes, measured each show.
 */
export function keptScrollBarSize(): Plugin {
  let replacement = '';
  return {
    name: 'console:kept-scrollbar-size',
    enforce: 'pre',
    configResolved(config) {
      replacement = path.join(config.root, 'src/vendor/scrollBarSize.ts');
    },
    resolveId(source, importer) {
      if (source === './getScrollBarSize' && importer && /[\\/]@rc-component[\\/]util[\\/]es[\\/]index\.js$/.test(importer)) return replacement;
      return null;
    },
  };
}

/**
 * The builds ship the message tables already parsed (ICU message ASTs, what `formatjs compile --ast`
 * writes), so react-intl never parses a message in the browser and the parser (8 KB gzip of /login's
 * entry) is left out: the package resolves to its `no-parser` build, which keeps the AST types only.
 * Each language's two tables (locales/<lang>/index.ts and features.ts, the only ones src/lib/messages.ts
 * loads), and the Prism panel's (prismPanel.ts, development and demo builds only), are evaluated at
 * build time and written out parsed, with the options react-intl would use (tags parsed, the table's
 * locale). A message the tables do not hold is shown by id, as before, and
 * never parsed. `vite` in dev and Vitest keep the string tables and the parser.
 */
export function precompiledMessages(): Plugin {
  const table = /[\\/]locales[\\/](zh-CN|en-US)[\\/](index|features|prismPanel)\.ts$/;
  return {
    name: 'console:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@formatjs/icu-messageformat-parser') return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { ...options, skipSelf: true });
    },
    async load(id) {
      const match = table.exec(id);
      if (!match) return null;
      const { tsImport } = await import('tsx/esm/api');
      const messages = ((await tsImport(pathToFileURL(id).href, import.meta.url)) as { default: Record<string, string> }).default;
      const locale = new Intl.Locale(match[1]);
      const parsed = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text, { locale })]));
      return `export default ${JSON.stringify(parsed)};`;
    },
  };
}

/**
 * The Content-Security-Policy every production build carries in its index.html (docs/deployment.md).
 * Only the page's own scripts run: an inline script, an event-handler attribute, a `javascript:` address
 * or eval is refused, so text that slipped past every other guard still cannot run. `vite` in dev
 * injects inline code (React refresh), so the dev server gets no meta. A meta policy cannot say
 * frame-ancestors, report-to or sandbox, and reaches no worker: deployments also send the header
 * policy (docs/deployment.md), which adds connect-src and frame-src.
 */
export const buildContentSecurityPolicy = "script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";

export function contentSecurityPolicy(): Plugin {
  return {
    name: 'console:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // First in <head>: a meta policy covers only what the parser meets after it.
      handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: buildContentSecurityPolicy }, injectTo: 'head-prepend' }],
    },
  };
}

/** A chunk of a build, as the signed-in chunk's plan reads it. */
export type PlannedChunk = { fileName: string; isEntry: boolean; facadeModuleId: string | null; moduleIds: readonly string[]; imports: readonly string[] };

/** The modules a signed-in first visit to the home page needs beyond the entry, drawn from where the default split put them. */
export function signedInModules(chunks: readonly PlannedChunk[], roots: { signedIn: readonly string[]; signedOut: readonly string[] }): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: readonly string[]) => {
    const seen = new Set<string>();
    const todo = [...files];
    while (todo.length) {
      const file = todo.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      todo.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const chunkOf = (module: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId === module) ?? chunks.find((c) => c.moduleIds.includes(module));
    if (!chunk) throw new Error(`signed-in chunk: no chunk holds ${module}`);
    return chunk.fileName;
  };
  const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  const elsewhere = closure([...entries, ...roots.signedOut.map(chunkOf)]);
  const modules = new Set<string>();
  for (const file of closure(roots.signedIn.map(chunkOf))) if (!elsewhere.has(file)) for (const id of byFile.get(file)!.moduleIds) modules.add(id);
  return modules;
}

/**
 * The signed-in home's first visit in one chunk. The default split gives every set of importers its own
 * chunk: a first visit to /wel/index fetched 82 files, 45 of them at once for the layout (antd's pieces
 * the layout shares with other pages), then the home's 20 once the layout had rendered. On a connection
 * with a round trip per file (HTTP/1.1 allows six at a time) that chain was most of the wait. This plugin
 * builds once without writing, takes the chunks the layout and the home page load that
 * neither the entry nor a sign-in page (SIGNED_OUT_PAGES) loads, and puts their modules in one chunk,
 * `signedIn` (scripts/measure-shell.mjs finds the layout by that name). /login fetches what it did; the
 * other pages' own chunks stay lazy.
 */
export function signedInChunk(): Plugin {
  const nested = 'CONSOLE_SIGNED_IN_CHUNK_PLAN';
  return {
    name: 'console:signed-in-chunk',
    apply: 'build',
    async config(config, { mode }) {
      if (process.env[nested]) return;
      const root = path.resolve(config.root ?? process.cwd());
      const module = (file: string) => path.join(root, 'src', file);
      const { build } = await import('vite');
      process.env[nested] = '1';
      let output;
      try {
        output = await build({ root, mode, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', build: { write: false, manifest: false } });
      } finally {
        delete process.env[nested];
      }
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : [])).filter((file) => file.type === 'chunk');
      const modules = signedInModules(chunks, {
        signedIn: ['layouts/MainLayout.tsx', 'features/home/pages/HomePage.tsx'].map(module),
        signedOut: SIGNED_OUT_PAGES.map(module),
      });
      // includeDependenciesRecursively off: the group takes only these modules, not the entry's they import.
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: (id: string) => (modules.has(id) ? 'signedIn' : null), debugName: 'signedIn', includeDependenciesRecursively: false }] } } } } };
    },
  };
}

/**
 * The sign-in pages (src/app/router.tsx): a first visit there fetches only what they need, so what they
 * load stays out of the signed-in chunk. The other pages without the layout (the public reports, the
 * lock, 404) may load it: they are opened from a signed-in console or by a shared link, and are not
 * worth a chunk per importer set for the home's sake.
 */
const SIGNED_OUT_PAGES = ['features/auth/pages/LoginPage.tsx', 'features/frames/OtherLoginPage.tsx'];

export default defineConfig({
  plugins: [react(), mockOnlyInDemo(), preloadMockChunk(), keptScrollBarSize(), precompiledMessages(), contentSecurityPolicy(), signedInChunk()],
  // The dev server's dependency scan reads the console's entry only: by default it reads every index.html
  // of the tree, and the gate leaves some (docs/api/ is Redoc's page, dist-demo/ a build) that it cannot parse.
  optimizeDeps: { entries: ['index.html'] },
  server: { proxy },
  preview: { proxy },
  build: { chunkSizeWarningLimit: 2000, manifest: true },
});
