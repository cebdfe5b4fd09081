// Finds Chromium or Chrome for the browser tests and Lighthouse. Never downloads a browser:
// on Debian or Ubuntu as root it installs Debian's packages; otherwise it says what to install,
// in one line, and exits.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function onPath(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

function debianLike() {
  try {
    const osRelease = readFileSync('/etc/os-release', 'utf8');
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(osRelease);
  } catch {
    return false;
  }
}

// Debian's build of Chromium's headless shell (the package chromium-headless-shell): the same
// engine as /usr/bin/chromium without the browser's window machinery. Since Chromium 132
// `--headless` in the full browser runs all of it; the journeys took 876 s there and 632 s in
// the shell on this 2-core machine (bench/README.md, CI wall time).
const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The browser for the journeys: CHROME_PATH, else the headless shell (installed as root on
 * Debian or Ubuntu when missing), else any browser findBrowser finds.
 */
export function findTestBrowser() {
  if (process.env.CHROME_PATH) return findBrowser();
  if (!existsSync(headlessShell) && process.getuid?.() === 0 && debianLike()) {
    aptInstall('chromium-headless-shell');
  }
  return existsSync(headlessShell) ? headlessShell : findBrowser();
}

function aptInstall(pkg) {
  console.log(`Installing Debian's ${pkg} package (apt-get)...`);
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: aptEnv() });
  } catch {
    // The package lists may be missing or stale on a fresh machine.
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: aptEnv() });
  }
}

const aptEnv = () => ({ ...process.env, DEBIAN_FRONTEND: 'noninteractive' });

export function findBrowser() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  }
  const found =
    candidates.find((path) => existsSync(path)) ??
    ['chromium', 'chromium-browser', 'google-chrome'].map(onPath).find(Boolean);
  if (found) return found;
  if (process.getuid?.() === 0 && debianLike()) {
    aptInstall('chromium');
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return undefined;
}

export const MISSING_BROWSER =
  'Browser tests need Chromium or Chrome: install it (Debian/Ubuntu: sudo apt-get install chromium; macOS: Google Chrome) or set CHROME_PATH to its executable.';

/** Flags for a headless Chromium on a machine with no outside network. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
