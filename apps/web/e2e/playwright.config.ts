import { defineConfig, devices } from '@playwright/test';
import { ensureChromium } from '../scripts/chromium.mjs';

/*
 * Browser journeys in the machine's Chromium: CHROMIUM_PATH, the system's chromium or chrome, or
 * Playwright's own; on a fresh machine one is installed first (scripts/chromium.mjs). The site itself is
 * started by global-setup.ts from the built API and web app.
 */
function chromium(): string {
  try {
    return ensureChromium();
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
const CHROMIUM = chromium();

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './output/test-results',
  globalSetup: './global-setup.ts',
  // Two cores: the site and one browser. Journeys share one database and create their own accounts.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { outputFolder: './output/report', open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 768 },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
