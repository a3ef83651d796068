// Runtime configuration of the console (README, "Runtime configuration").
//
// Served as it is, beside index.html, and read once when the page loads: edit it on the server to
// change these settings without rebuilding; users get the change on their next page load. Leave a
// setting out (or the whole file) to keep its default. A wrong value is ignored with a warning in the
// browser's console, and its default is used.
window.__CONSOLE_CONFIG__ = {
  // Top-bar items (spec 2.5). Full screen and the menu are on by default; the other four are off
  // until switched on here.
  topBar: {
    fullscreen: true,
    menu: true,
    colorPicker: false,
    debugLog: false,
    lock: false,
    theme: false,
  },
  // The version label the footer shows until the server's version call answers (spec 2.2, 9).
  // version: 'V05.05.0604',
  // The deployment's own icon font for the menus' icons (Saber's iconfont.cn stylesheet): set, the
  // console links this stylesheet once and draws each menu's icon class (e.g. 'iconfont icon-shebei')
  // with it, so any icon the server names shows. Left out, the console's built-in icons stand in for
  // the usual names and a neutral icon for any other. http(s), //host/... or a path.
  // iconfontUrl: '//at.alicdn.com/t/font_1234567_abcdefghij.css',
  // The password a reset gives (spec 5/9 {secret}): the server decides it, the console names it in the
  // reset confirm so that the administrator can tell the users. Left out: BladeX's default, 123456.
  // resetPassword: '123456',
  // How long a page's script may take to load before the console says it could not load it and offers
  // a retry (spec 8: 120 s). Left out: 120000.
  // chunkLoadTimeoutMs: 120000,
  // How the session is refreshed before the token expires (spec 4, 7). 'oauth/token': the sign-in call
  // with grant_type=refresh_token, as every stock BladeX answers it. 'oauth/token/refresh': the extra call
  // of a backend that adds it. Left out: 'oauth/token'.
  // refreshCall: 'oauth/token',
};
