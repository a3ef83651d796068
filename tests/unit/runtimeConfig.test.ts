// Runtime configuration (spec 2.5: the optional top-bar items are "switched on by configuration"):
// console-config.js beside the app, read once at start, validated.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRuntimeConfig } from '../../src/platform/runtimeConfig';

afterEach(() => {
  delete window.__CONSOLE_CONFIG__;
  vi.resetModules();
});

describe('readRuntimeConfig', () => {
  it.each([
    ['no file at all', undefined, {}, []],
    ['an empty object', {}, {}, []],
    ['switches on', { topBar: { lock: true, theme: true } }, { topBar: { lock: true, theme: true } }, []],
    ['switches off', { topBar: { fullscreen: false, menu: false } }, { topBar: { fullscreen: false, menu: false } }, []],
    ['a version label', { version: ' V06.01 ' }, { version: 'V06.01' }, []],
    ['not an object', 'lock', {}, ['__CONSOLE_CONFIG__ must be an object, not string']],
    ['an array', [1], {}, ['__CONSOLE_CONFIG__ must be an object, not an array']],
    ['topBar not an object', { topBar: true }, {}, ['topBar must be an object, not boolean']],
    ['a string for a switch', { topBar: { lock: 'true' } }, { topBar: {} }, ['topBar.lock must be true or false, not string']],
    ['a typo in a switch', { topBar: { lcok: true, theme: true } }, { topBar: { theme: true } }, ['topBar.lcok is not a setting (known: fullscreen, menu, colorPicker, debugLog, lock, theme)']],
    ['an unknown setting', { colour: '#fff' }, {}, ['colour is not a setting (known: topBar, version, iconfontUrl, resetPassword, chunkLoadTimeoutMs, refreshCall)']],
    ['an empty version', { version: '  ' }, {}, ['version must be a non-empty text of at most 50 characters']],
    ['a version too long', { version: 'V'.repeat(51) }, {}, ['version must be a non-empty text of at most 50 characters']],
    ['an iconfont.cn stylesheet', { iconfontUrl: ' //at.alicdn.com/t/font_123_abc.css ' }, { iconfontUrl: '//at.alicdn.com/t/font_123_abc.css' }, []],
    ['an https stylesheet', { iconfontUrl: 'https://cdn.example.cn/iconfont.css' }, { iconfontUrl: 'https://cdn.example.cn/iconfont.css' }, []],
    ['a stylesheet served beside the console', { iconfontUrl: '/iconfont/iconfont.css' }, { iconfontUrl: '/iconfont/iconfont.css' }, []],
    ['the reset password, as written', { resetPassword: ' Reset#2026' }, { resetPassword: ' Reset#2026' }, []],
    ['an empty reset password', { resetPassword: '' }, {}, ['resetPassword must be a non-empty text of at most 64 characters']],
    ['a reset password that is not text', { resetPassword: 123456 }, {}, ['resetPassword must be a non-empty text of at most 64 characters']],
    ['a chunk load timeout', { chunkLoadTimeoutMs: 30000 }, { chunkLoadTimeoutMs: 30000 }, []],
    ['a chunk load timeout that is not a whole positive number', { chunkLoadTimeoutMs: '120s' }, {}, ['chunkLoadTimeoutMs must be a whole number of milliseconds above 0']],
    ['a chunk load timeout of zero', { chunkLoadTimeoutMs: 0 }, {}, ['chunkLoadTimeoutMs must be a whole number of milliseconds above 0']],
    ['the extra refresh call', { refreshCall: 'oauth/token/refresh' }, { refreshCall: 'oauth/token/refresh' }, []],
    ['stock BladeX refresh grant', { refreshCall: 'oauth/token' }, { refreshCall: 'oauth/token' }, []],
    ['a refresh call that is neither', { refreshCall: '/refresh' }, {}, ["refreshCall must be one of 'oauth/token', 'oauth/token/refresh'"]],
  ])('%s', (_, raw, config, problems) => {
    expect(readRuntimeConfig(raw)).toEqual({ config, problems });
  });

  it.each([
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/css,i{}'],
    ['an empty address', '  '],
    ['an address too long', `https://cdn.example.cn/${'a'.repeat(480)}.css`],
    ['not text', true],
  ])('iconfontUrl: %s is refused', (_, iconfontUrl) => {
    expect(readRuntimeConfig({ iconfontUrl })).toEqual({
      config: {},
      problems: ['iconfontUrl must be an http(s) stylesheet address or path of at most 500 characters'],
    });
  });
});

describe('appConfig with the runtime file', () => {
  it('keeps the spec defaults without a file: only full screen and the menu on', async () => {
    const { appConfig } = await import('../../src/platform/config');
    expect(appConfig.topBar).toEqual({ fullscreen: true, menu: true, colorPicker: false, debugLog: false, lock: false, theme: false });
    expect(appConfig.version).toBe('V05.05.0604');
    expect(appConfig.iconfontUrl).toBeUndefined();
    expect(appConfig.resetPassword).toBe('123456');
  });

  it('takes the valid settings, keeps the default for the invalid ones and warns about them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.__CONSOLE_CONFIG__ = { topBar: { lock: true, colorPicker: 'yes', debugLog: true }, version: 'V07', iconfontUrl: '//at.alicdn.com/t/font_1.css' };
    const { appConfig } = await import('../../src/platform/config');
    expect(appConfig.topBar).toEqual({ fullscreen: true, menu: true, colorPicker: false, debugLog: true, lock: true, theme: false });
    expect(appConfig.version).toBe('V07');
    expect(appConfig.iconfontUrl).toBe('//at.alicdn.com/t/font_1.css');
    expect(warn).toHaveBeenCalledWith('console-config.js: topBar.colorPicker must be true or false, not string; the default is used.');
  });
});

describe('the shipped console-config.js', () => {
  it('sets exactly the spec defaults, without a problem', () => {
    const sandbox: { window: { __CONSOLE_CONFIG__?: unknown } } = { window: {} };
    runInNewContext(readFileSync('public/console-config.js', 'utf8'), sandbox);
    expect(readRuntimeConfig(sandbox.window.__CONSOLE_CONFIG__)).toEqual({
      config: { topBar: { fullscreen: true, menu: true, colorPicker: false, debugLog: false, lock: false, theme: false } },
      problems: [],
    });
  });

  it('is loaded by index.html as a plain script before the app module', () => {
    const html = readFileSync('index.html', 'utf8');
    const config = html.indexOf('<script src="/console-config.js"></script>');
    expect(config).toBeGreaterThan(-1);
    expect(config).toBeLessThan(html.indexOf('<script type="module"'));
  });
});
