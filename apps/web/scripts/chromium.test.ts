import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_CHROMIUM_MESSAGE, ensureChromium, findChromium, installSteps, type FoundChromium } from './chromium.mjs';

// Real directories with fake executables: the finder's own file checks run, nothing is uninstalled.
let root: string;
const dir = (name: string) => {
  const path = join(root, name);
  mkdirSync(path, { recursive: true });
  return path;
};
const executable = (path: string, mode = 0o755) => {
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, mode);
  return path;
};
const none = () => undefined;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'chromium-finder-'));
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first', () => {
    const own = executable(join(dir('own'), 'my-chrome'));
    executable(join(dir('bin'), 'chromium'));
    const found = findChromium({ env: { CHROMIUM_PATH: own, PATH: join(root, 'bin') }, bundledPath: none });
    expect(found).toEqual({ path: own, source: 'CHROMIUM_PATH' });
  });

  it('looks further when CHROMIUM_PATH names no executable', () => {
    const system = executable(join(dir('bin'), 'chromium'));
    const env = { CHROMIUM_PATH: join(root, 'missing'), PATH: join(root, 'bin') };
    expect(findChromium({ env, bundledPath: none })).toEqual({ path: system, source: 'system' });
  });

  it('finds chromium-browser or google-chrome on PATH, skipping files that are not executable', () => {
    executable(join(dir('a'), 'chromium'), 0o644);
    const chrome = executable(join(dir('b'), 'google-chrome'));
    const env = { PATH: [join(root, 'a'), join(root, 'b')].join(delimiter) };
    expect(findChromium({ env, bundledPath: none })).toEqual({ path: chrome, source: 'system' });

    const browser = executable(join(dir('c'), 'chromium-browser'));
    const env2 = { PATH: [join(root, 'b'), join(root, 'c')].join(delimiter) };
    expect(findChromium({ env: env2, bundledPath: none })).toEqual({ path: browser, source: 'system' });
  });

  it("falls back to Playwright's own browser, and to nothing", () => {
    const bundled = join(dir('ms-playwright/chromium-1/chrome-linux64'), 'chrome');
    const env = { PATH: dir('empty') };
    expect(findChromium({ env, bundledPath: () => bundled })).toBeNull();
    executable(bundled);
    expect(findChromium({ env, bundledPath: () => bundled })).toEqual({ path: bundled, source: 'playwright' });
  });
});

describe('installSteps', () => {
  it('tries Playwright first, and apt only as root on Debian', () => {
    const cli = '/x/cli.js';
    expect(installSteps({ isRoot: false, isDebian: true, playwrightCli: cli }).map((s) => s.name)).toEqual([
      'playwright install chromium',
    ]);
    const steps = installSteps({ isRoot: true, isDebian: true, playwrightCli: cli });
    expect(steps.map((s) => s.name)).toEqual(['playwright install chromium', 'apt-get install -y chromium']);
    expect(steps[0]!.commands[0]![1]).toEqual([cli, 'install', 'chromium']);
    expect(steps[1]!.commands.map(([command, args]) => [command, args[0]])).toEqual([
      ['apt-get', 'update'],
      ['apt-get', 'install'],
    ]);
    expect(installSteps({ isRoot: true, isDebian: false, playwrightCli: cli })).toHaveLength(1);
  });
});

describe('ensureChromium', () => {
  const steps = [
    { name: 'first', commands: [['one', []]] as [string, string[]][] },
    { name: 'second', commands: [['two', []]] as [string, string[]][] },
  ];

  it('installs nothing when a Chromium is there, and exports its path', () => {
    const env: Record<string, string | undefined> = {};
    const runCommand = vi.fn();
    const path = ensureChromium({ env, find: () => ({ path: '/c', source: 'system' }), steps, runCommand });
    expect(path).toBe('/c');
    expect(env.CHROMIUM_PATH).toBe('/c');
    expect(runCommand).not.toHaveBeenCalled();
  });

  it('goes on to the next way when one fails, and stops at the first that works', () => {
    let found: FoundChromium | null = null;
    const ran: string[] = [];
    const runCommand = (command: string) => {
      ran.push(command);
      if (command === 'one') throw new Error('no network');
      found = { path: '/installed', source: 'system' };
    };
    const env: Record<string, string | undefined> = {};
    expect(ensureChromium({ env, find: () => found, steps: [...steps, steps[0]!], runCommand })).toBe('/installed');
    expect(ran).toEqual(['one', 'two']);
  });

  it('stops with the one message naming the fix when every way fails', () => {
    const runCommand = vi.fn(() => {
      throw new Error('failed');
    });
    expect(() => ensureChromium({ env: {}, find: () => null, steps, runCommand })).toThrow(NO_CHROMIUM_MESSAGE);
    expect(runCommand).toHaveBeenCalledTimes(2);
    expect(NO_CHROMIUM_MESSAGE).toMatch(/apt-get install -y chromium/);
    expect(NO_CHROMIUM_MESSAGE).toMatch(/CHROMIUM_PATH/);
  });
});
