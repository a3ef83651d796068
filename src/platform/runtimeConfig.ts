// Runtime configuration (docs/mock-world.md, "Runtime configuration"): settings an operator changes on the server
// without rebuilding. `console-config.js`, served beside index.html, sets `window.__CONSOLE_CONFIG__`
// before the app starts; the app reads it once, here, keeps what is valid and names what is not.

/** The top-bar items configuration switches (spec 2.5). */
/**
 * How the session is refreshed: `oauth/token` is stock BladeX's refresh grant on the sign-in call;
 * `oauth/token/refresh` is the extra call some BladeX deployments add (spec 7).
 */
const refreshCalls = ['oauth/token', 'oauth/token/refresh'] as const;
type RefreshCall = (typeof refreshCalls)[number];

export const topBarSwitches = ['fullscreen', 'menu', 'colorPicker', 'debugLog', 'lock', 'theme'] as const;
type TopBarSwitch = (typeof topBarSwitches)[number];

/** What the runtime file may set; everything is optional and falls back to the built-in default. */
export type RuntimeConfig = {
  topBar?: Partial<Record<TopBarSwitch, boolean>>;
  /** spec 2.2 / 9: the version label the footer shows until (or unless) the server's version call answers. */
  version?: string;
  /**
   * A deployment's own icon font (Saber loads an iconfont.cn stylesheet): with it, menu icons are the
   * server's icon classes (`iconfont icon-shebei`) drawn by that font instead of the built-in icons.
   */
  iconfontUrl?: string;
  /**
   * Spec 5/9: "Password reset sets the password to {secret}" - the value this deployment's server sets
   * (BladeX's default password), named in the reset confirm so the administrator can tell the users.
   */
  resetPassword?: string;
  /** Spec 8: how long a route's chunk may take before the chunk load error shows (120 000 ms by default). */
  chunkLoadTimeoutMs?: number;
  /** Spec 4/7: the call that refreshes the session (`oauth/token` by default). */
  refreshCall?: RefreshCall;
};

export type RuntimeConfigReading = { config: RuntimeConfig; problems: string[] };

const VERSION_MAX = 50;
const URL_MAX = 500;
const SECRET_MAX = 64;
const knownSettings = ['topBar', 'version', 'iconfontUrl', 'resetPassword', 'chunkLoadTimeoutMs', 'refreshCall'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);

/**
 * A stylesheet address the page may link: http(s), protocol-relative (iconfont.cn hands out
 * `//at.alicdn.com/…`) or a path on this server; never another scheme (`javascript:`, `data:`).
 */
function isStylesheetUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !value.trim() || value.length > URL_MAX) return false;
  try {
    return /^https?:$/.test(new URL(value.trim(), 'https://console.invalid/').protocol);
  } catch {
    return false;
  }
}

/**
 * Validates what the runtime file set. Nothing invalid is kept: a wrong type or an unknown key is left
 * out (its default stays) and named in `problems`, so a typo in a deployment never half-applies.
 */
export function readRuntimeConfig(raw: unknown): RuntimeConfigReading {
  const problems: string[] = [];
  const config: RuntimeConfig = {};
  if (raw === undefined) return { config, problems };
  if (!isRecord(raw)) return { config, problems: [`__CONSOLE_CONFIG__ must be an object, not ${describe(raw)}`] };

  for (const [key, value] of Object.entries(raw)) {
    if (key === 'topBar') {
      if (!isRecord(value)) {
        problems.push(`topBar must be an object, not ${describe(value)}`);
        continue;
      }
      const topBar: Partial<Record<TopBarSwitch, boolean>> = {};
      for (const [name, on] of Object.entries(value)) {
        if (!(topBarSwitches as readonly string[]).includes(name)) problems.push(`topBar.${name} is not a setting (known: ${topBarSwitches.join(', ')})`);
        else if (typeof on !== 'boolean') problems.push(`topBar.${name} must be true or false, not ${describe(on)}`);
        else topBar[name as TopBarSwitch] = on;
      }
      config.topBar = topBar;
    } else if (key === 'version') {
      if (typeof value !== 'string' || !value.trim() || value.length > VERSION_MAX) problems.push(`version must be a non-empty text of at most ${VERSION_MAX} characters`);
      else config.version = value.trim();
    } else if (key === 'iconfontUrl') {
      if (isStylesheetUrl(value)) config.iconfontUrl = value.trim();
      else problems.push(`iconfontUrl must be an http(s) stylesheet address or path of at most ${URL_MAX} characters`);
    } else if (key === 'resetPassword') {
      // Taken as written: a space may be part of a password.
      if (typeof value !== 'string' || value === '' || value.length > SECRET_MAX) problems.push(`resetPassword must be a non-empty text of at most ${SECRET_MAX} characters`);
      else config.resetPassword = value;
    } else if (key === 'chunkLoadTimeoutMs') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) problems.push('chunkLoadTimeoutMs must be a whole number of milliseconds above 0');
      else config.chunkLoadTimeoutMs = value;
    } else if (key === 'refreshCall') {
      if (!(refreshCalls as readonly unknown[]).includes(value)) problems.push(`refreshCall must be one of ${refreshCalls.map((c) => `'${c}'`).join(', ')}`);
      else config.refreshCall = value as RefreshCall;
    } else {
      problems.push(`${key} is not a setting (known: ${knownSettings.join(', ')})`);
    }
  }
  return { config, problems };
}

declare global {
  interface Window {
    /** Set by console-config.js (public/), before the app's own script runs. */
    __CONSOLE_CONFIG__?: unknown;
  }
}

/** The runtime configuration of this page load; problems are reported once, on the console. */
export function loadRuntimeConfig(): RuntimeConfig {
  const raw = typeof window === 'undefined' ? undefined : window.__CONSOLE_CONFIG__;
  const { config, problems } = readRuntimeConfig(raw);
  for (const problem of problems) console.warn(`console-config.js: ${problem}; the default is used.`);
  return config;
}
