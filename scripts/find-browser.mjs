// Finds a Chromium for Playwright on this machine: a system Chromium, else Playwright's own,
// else installs Debian's chromium where we are root with apt-get. Prints the path or exits 1.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const systemCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

function playwrightOwn() {
  try {
    const out = execFileSync(process.execPath, ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"], { encoding: 'utf8' });
    return existsSync(out) ? out : undefined;
  } catch {
    return undefined;
  }
}

function tryAptInstall() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return undefined;
  console.error('No Chromium found: installing Debian\'s chromium with apt-get (about 30 s)...');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null', { stdio: 'inherit' });
  } catch {
    return undefined;
  }
  return systemCandidates.find((path) => existsSync(path));
}

export function findBrowser() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return systemCandidates.find((path) => existsSync(path)) ?? playwrightOwn() ?? tryAptInstall();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = findBrowser();
  if (!path) {
    console.error('No Chromium available: set CHROMIUM_PATH, install chromium (apt-get install chromium) or run `npx playwright install chromium`.');
    process.exit(1);
  }
  console.log(path);
}
