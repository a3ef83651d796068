import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

// The e2e suite runs the production build (vite preview) in Chromium; the console uses its
// in-browser mock, except the Prism test, which turns the mock off and goes through the preview proxy.
// E2E_REAL_BACKEND=<base URL> puts Prism's validating proxy in front of a real server instead of Prism's
// mock, so the `?mock=off` tests run against that server with every contract violation logged.
// E2E_PORT and PRISM_PORT move the preview and Prism off 4173/4010, and E2E_DIST serves another build
// folder, so two suites (two working copies or two builds) can run side by side.
// The default build is the demo (`npm run build:demo`: the in-browser mock, in dist-demo/); `npm run build`
// is the real-backend build without the mock.
const realBackend = process.env.E2E_REAL_BACKEND;
const port = process.env.E2E_PORT ?? '4173';
const prismPort = process.env.PRISM_PORT ?? '4010';
const dist = process.env.E2E_DIST ?? 'dist-demo';
const suffix = port === '4173' ? '' : `-${port}`;
// The Prism walks (tests/e2e/prism*.spec.ts): Prism dynamic behind a second preview, and Prism's
// validating proxy in front of the mock backend as an HTTP server. Each port moves with its own variable.
const prismDynamicPort = process.env.PRISM_DYNAMIC_PORT ?? '4012';
const dynamicPreviewPort = process.env.E2E_PRISM_DYNAMIC_PORT ?? '4175';
const mockServerPort = process.env.MOCK_SERVER_PORT ?? '4021';
const proxyPort = process.env.PRISM_PROXY_PORT ?? '4013';
// The same pair on the BladeX wire (`mock:server -- --wire bladex`): what a real BladeX server writes.
const bladexServerPort = process.env.MOCK_SERVER_BLADEX_PORT ?? '4022';
const bladexProxyPort = process.env.PRISM_PROXY_BLADEX_PORT ?? '4014';
// E2E_SERVERS=console starts the console's preview alone (the measured project needs neither Prism nor
// the mock server); E2E_REPORT names the JSON report (reports/<name>.json), so two runs keep theirs.
const consoleOnly = process.env.E2E_SERVERS === 'console';
const report = `${process.env.E2E_REPORT ?? 'e2e'}${suffix}`;

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** The mock backend as an HTTP server (`mocks/server.ts` with `args`) and Prism's validating proxy in front of it. */
function mockServerBehindProxy(serverPort: string, proxyPort: string, args: string): WebServer[] {
  return [
    {
      command: `node node_modules/tsx/dist/cli.mjs mocks/server.ts${args}`,
      url: `http://127.0.0.1:${serverPort}/api/blade-auth/oauth/captcha`,
      env: { PORT: serverPort },
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      command: `node scripts/prism-proxy.mjs http://127.0.0.1:${serverPort}/api`,
      // The proxy answers 401 (with sl-violations) for a call without the client header: it is up.
      url: `http://127.0.0.1:${proxyPort}/blade-system/version/getVersion`,
      env: { PRISM_PORT: proxyPort },
      reuseExistingServer: false,
      timeout: 90_000,
    },
  ];
}
/** The console's preview first (E2E_SERVERS=console starts it alone), then the Prism walks' servers. */
const servers: WebServer[] = [
  {
    command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${dist}`,
    url: `http://127.0.0.1:${port}/login`,
    env: { VITE_API_TARGET: `http://127.0.0.1:${prismPort}` },
    reuseExistingServer: false,
    timeout: 60_000,
  },
  {
    command: realBackend ? `node scripts/prism-proxy.mjs ${realBackend}` : 'node scripts/prism.mjs',
    url: `http://127.0.0.1:${prismPort}/blade-auth/oauth/captcha`,
    env: { PRISM_PORT: prismPort },
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 60_000,
  },
  {
    command: 'node scripts/prism.mjs -d --seed console',
    url: `http://127.0.0.1:${prismDynamicPort}/blade-auth/oauth/captcha`,
    env: { PRISM_PORT: prismDynamicPort },
    reuseExistingServer: false,
    timeout: 90_000,
  },
  {
    command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${dynamicPreviewPort} --strictPort --outDir ${dist}`,
    url: `http://127.0.0.1:${dynamicPreviewPort}/login`,
    env: { VITE_API_TARGET: `http://127.0.0.1:${prismDynamicPort}` },
    reuseExistingServer: false,
    timeout: 60_000,
  },
  ...mockServerBehindProxy(mockServerPort, proxyPort, ''),
  ...mockServerBehindProxy(bladexServerPort, bladexProxyPort, ' --wire bladex'),
];

/**
 * Walks that measure the layout (the top menu cut to the pixel at 1366 and 1920, the carousel and narrow
 * windows) run alone: after everything else, in a project of their own. What they measure is pixels, not
 * time, so two browsers share the 2 cores (a second browser takes nothing from the other's layout).
 * A spec named *layout*.spec.ts joins them.
 */
const MEASURED = /(menuRoutes|shellOptional|[^/]*[Ll]ayout[^/]*)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // Sized for a machine twice as loaded as the gate's own (two browsers beside Vitest on 2 cores): a
  // timeout bounds how long a failing test takes to fail, never how fast a passing one must be.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  retries: process.env.CI ? 1 : 0,
  // Two browsers side by side: without a trace recorded on every test, one browser left a third of the
  // 2 cores idle; two ran the e2e project in 15.9 min against 38 (docs/decisions.md). The measured
  // project keeps one. E2E_WORKERS=1 runs one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Every test starts from its own context (the saved sign-in and world), so the tests of a file spread
  // over the workers; a file whose tests share a page says `test.describe.configure({ mode: 'default' })`.
  fullyParallel: true,
  projects: [
    // Signs in each role once and saves it (tests/e2e/support/session.ts).
    { name: 'setup', testMatch: /session\.setup\.ts$/ },
    { name: 'e2e', dependencies: ['setup'], testIgnore: MEASURED },
    // After 'e2e' (so alone). If a test of 'e2e' fails, these are reported as not run.
    { name: 'measured', dependencies: ['setup', 'e2e'], testMatch: MEASURED },
  ],
  outputDir: `test-results${suffix}`,
  reporter: [['list'], ['json', { outputFile: `reports/${report}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action's DOM snapshot and screencast while the test runs: on every test, it
    // cost 35 % of the e2e step (monitorLogs: 120 s with it, 78 s without; docs/decisions.md). So the
    // first run keeps only a screenshot of a failure, and a retry (CI retries once) records the trace.
    // `--trace on` records it locally.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The console honours reduced motion (antd's animations off, the carousel does not slide), so
    // clicks never land on a dialog still zooming open. The carousel test asks for motion itself.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: consoleOnly ? servers.slice(0, 1) : servers,
});
