// Finds a Chromium for Playwright on this machine: a system Chromium (its headless shell first), else
// Playwright's own, else installs Debian's chromium-headless-shell where we are root with apt-get.
// The headless shell is the Chromium Playwright itself runs headless: the same Blink without the
// browser's window machinery; the e2e suite measured 15 % less time on it than on the full browser
// (docs/decisions.md). Also makes sure Chinese fonts are there (Noto CJK): without them every CJK glyph
// is a placeholder box of another width, so layout checks and screenshots measure the wrong thing.
// Prints the browser's path or exits 1.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const systemCandidates = [HEADLESS_SHELL, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
const isRoot = () => process.getuid?.() === 0;
const canApt = () => isRoot() && existsSync('/usr/bin/apt-get');

function playwrightOwn() {
  try {
    const out = execFileSync(process.execPath, ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"], { encoding: 'utf8' });
    return existsSync(out) ? out : undefined;
  } catch {
    return undefined;
  }
}

function aptInstall(packages) {
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages} >/dev/null`, { stdio: 'inherit' });
}

/** Installs Debian's chromium-headless-shell where we are root with apt-get; false when that cannot be done. */
function installHeadlessShell(why) {
  if (!canApt()) return false;
  console.error(`${why}: installing Debian's chromium-headless-shell with apt-get (a few seconds beside chromium, about 30 s alone)...`);
  try {
    aptInstall('chromium-headless-shell');
    return true;
  } catch {
    return false;
  }
}

export function findBrowser() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  // Beside a Debian chromium, the lighter headless shell is a few seconds away; chromium serves if not.
  if (!existsSync(HEADLESS_SHELL) && existsSync('/usr/bin/chromium')) installHeadlessShell('The lighter Chromium for tests');
  const found = () => systemCandidates.find((path) => existsSync(path));
  return found() ?? playwrightOwn() ?? (installHeadlessShell('No Chromium found') ? found() : undefined);
}

/** The families fontconfig offers for Chinese; empty when there are none (or no fontconfig at all). */
function chineseFontFamilies() {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

export const CJK_FONTS_HINT =
  'No Chinese font found (fc-list :lang=zh is empty). The console is Chinese first: install Noto CJK, e.g. `sudo apt-get install fonts-noto-cjk` (Debian/Ubuntu) or `sudo dnf install google-noto-sans-cjk-fonts` (Fedora), then run again.';

/**
 * Makes sure fontconfig has a Chinese font: a fast `fc-list` when it has, else Debian's fonts-noto-cjk
 * with apt-get where we are root. Returns true when fonts are there, false (with the hint printed) when not.
 */
export function ensureCjkFonts() {
  if (chineseFontFamilies()) return true;
  if (canApt()) {
    console.error('No Chinese font found: installing Debian\'s fonts-noto-cjk with apt-get (about a minute)...');
    try {
      aptInstall('fonts-noto-cjk fontconfig');
      execSync('fc-cache -f >/dev/null 2>&1 || true');
    } catch {
      // reported below
    }
    if (chineseFontFamilies()) return true;
  }
  console.error(CJK_FONTS_HINT);
  return false;
}

/** The browser and its fonts, or exits with a message saying what to install. */
export function browserWithFonts() {
  const path = findBrowser();
  if (!path) {
    console.error('No Chromium available: set CHROMIUM_PATH, install chromium (apt-get install chromium) or run `npx playwright install chromium`.');
    process.exit(1);
  }
  if (!ensureCjkFonts()) process.exit(1);
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(browserWithFonts());
