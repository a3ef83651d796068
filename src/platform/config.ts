import { loadRuntimeConfig } from './runtimeConfig';

/** Top-bar items (spec 2.5): only full screen and the menu are on by default. */
export const defaultTopBar = { fullscreen: true, menu: true, colorPicker: false, debugLog: false, lock: false, theme: false } as const;

// Read once, when this module loads: console-config.js has run by then (index.html loads it first).
const runtime = loadRuntimeConfig();

// Spec 3 (config) and 9 (constants): one place for the console's settings. `topBar` and `version` can
// be changed per deployment in console-config.js without rebuilding (docs/mock-world.md, "Runtime configuration").
export const appConfig = {
  keyPrefix: 'saber',
  clientId: 'saber',
  clientSecret: 'saber_secret',
  tenantId: '000000',
  tenantMode: false,
  captchaMode: true,
  requestTimeoutMs: 600_000,
  /** Business codes rejected silently, without a toast (spec 8). */
  silentCodes: [] as number[],
  homePath: '/wel/index',
  /** Token age (seconds) at which the session is refreshed; checked every 10 s (spec 4, 9). */
  tokenTime: 3000,
  tokenCheckIntervalMs: 10_000,
  /** Which call refreshes the session: stock BladeX's refresh grant unless the deployment has the extra call. */
  refreshCall: runtime.refreshCall ?? 'oauth/token',
  /** After setting a lock password the lock page follows this much later (spec 4, 9). */
  lockRedirectDelayMs: 100,
  version: runtime.version ?? 'V05.05.0604',
  topBar: { ...defaultTopBar, ...runtime.topBar } as Readonly<Record<keyof typeof defaultTopBar, boolean>>,
  /** A deployment's icon-font stylesheet for the menus' icon classes; unset, the built-in icons show. */
  iconfontUrl: runtime.iconfontUrl,
  /** Spec 5/9 {secret}: what a password reset sets; BladeX's default unless the deployment says otherwise. */
  resetPassword: runtime.resetPassword ?? '123456',
  /** Spec 8: "A route chunk load timeout of 120 s gives a chunk load error" (shorter in a test's config). */
  chunkLoadTimeoutMs: runtime.chunkLoadTimeoutMs ?? 120_000,
} as const;
