// Finds the Chromium the browser journeys and bench:lighthouse drive, installing one the usual way on a
// fresh machine (README "Quick start": `pnpm test` runs every test, browser journeys included).
// Order: CHROMIUM_PATH, the system's chromium / chromium-browser / google-chrome on PATH, Playwright's own
// browsers; when none is there, `playwright install chromium`, then (as root on Debian/Ubuntu)
// `apt-get install -y chromium`; when every way fails, one message naming the fix.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';

/** Executable names of a system Chromium or Chrome, in order of preference. */
export const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found for the browser journeys, and installing one failed. Fix: install it ' +
  '(as root on Debian/Ubuntu: `apt-get install -y chromium`; elsewhere, where the internet is reachable: ' +
  '`pnpm --filter @studychina/web exec playwright install chromium`), or set CHROMIUM_PATH to a Chromium ' +
  'or Chrome executable.';

const require = createRequire(import.meta.url);

function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Where Playwright keeps (or would keep) its own Chromium; undefined when Playwright cannot say. */
function playwrightChromium() {
  try {
    return require('@playwright/test').chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The first Chromium there is, without installing anything: { path, source } or null.
 * Everything it looks at can be injected (tests pass their own directories and PATH).
 */
export function findChromium({
  env = process.env,
  isExecutable = isExecutableFile,
  bundledPath = playwrightChromium,
} = {}) {
  if (env.CHROMIUM_PATH) {
    if (isExecutable(env.CHROMIUM_PATH)) return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
    console.warn(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file: looking elsewhere`);
  }
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of SYSTEM_NAMES) {
    for (const dir of dirs) {
      const path = join(dir, name);
      if (isExecutable(path)) return { path, source: 'system' };
    }
  }
  const bundled = bundledPath();
  if (bundled && isExecutable(bundled)) return { path: bundled, source: 'playwright' };
  return null;
}

function run(command, args) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  execFileSync(command, args, { stdio: 'inherit' });
}

/** The ways to install a Chromium, in order, each a list of commands (run with `run`). */
export function installSteps({
  isRoot = process.getuid?.() === 0,
  isDebian = existsSync('/etc/debian_version'),
  playwrightCli = join(dirname(require.resolve('@playwright/test/package.json')), 'cli.js'),
} = {}) {
  const steps = [
    { name: 'playwright install chromium', commands: [[process.execPath, [playwrightCli, 'install', 'chromium']]] },
  ];
  if (isRoot && isDebian) {
    steps.push({
      name: 'apt-get install -y chromium',
      commands: [
        ['apt-get', ['update']],
        ['apt-get', ['install', '-y', '--no-install-recommends', 'chromium']],
      ],
    });
  }
  return steps;
}

/**
 * A Chromium's path, installing one when there is none; throws NO_CHROMIUM_MESSAGE when every way fails.
 * The path found is exported as CHROMIUM_PATH, so Playwright's workers (which re-read the config) and
 * child processes do not search again.
 */
export function ensureChromium({
  env = process.env,
  find = () => findChromium({ env }),
  steps = installSteps(),
  runCommand = run,
} = {}) {
  let found = find();
  for (const step of steps) {
    if (found) break;
    console.log(`No Chromium found: trying \`${step.name}\``);
    try {
      for (const [command, args] of step.commands) runCommand(command, args);
    } catch (error) {
      console.log(`\`${step.name}\` failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    }
    found = find();
  }
  if (!found) throw new Error(NO_CHROMIUM_MESSAGE);
  env.CHROMIUM_PATH = found.path;
  return found.path;
}
