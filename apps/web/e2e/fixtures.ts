import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { errors, expect, test as base, type Page } from '@playwright/test';
import { OUTPUT_DIR } from './site-server';

/** Set by global-setup.ts before the workers start. */
const BASE_URL = process.env.E2E_BASE_URL;
const OUTBOX_DIR = process.env.E2E_OUTBOX_DIR;
if (!BASE_URL || !OUTBOX_DIR)
  throw new Error('run the journeys through playwright.config.ts (global setup starts the site)');

/** Marks the console line the page writes for each Content-Security-Policy violation it sees. */
const CSP_MARK = 'CSP violation:';

/**
 * Every journey (and its `request` context) talks to the site global-setup started. An uncaught error
 * in the page fails the journey at once, naming the error, instead of letting it wait for an element
 * that a crashed React tree will never show. Every journey also runs under the site's real
 * Content-Security-Policy and fails on any violation (`cspViolations` lists them; a journey that
 * provokes one on purpose empties it).
 */
export const test = base.extend<{ failOnPageError: void; cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.addInitScript((mark) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
          console.error(`${mark} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${where}`);
        });
      }, CSP_MARK);
      page.on('console', (message) => {
        if (message.text().startsWith(CSP_MARK)) violations.push(`${message.text()} on ${page.url()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // Overrides the option (whose own value, unset in the config, is ignored).
  baseURL: async ({ baseURL: _unset }, use) => {
    await use(BASE_URL);
  },
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => {
        errors.push(error.stack ?? error.message);
        void page.close();
      });
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const DESKTOP = { width: 1366, height: 768 };
export const PHONE = { width: 360, height: 740 };

/** A fresh address per run, so journeys never meet an account from an earlier run. */
export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;

export type CodePurpose = 'verify' | 'reset';
const SUBJECT: Record<CodePurpose, RegExp> = {
  verify: /^Subject: Verify your email/m,
  reset: /^Subject: Reset your password/m,
};

/**
 * The newest code e-mailed to `email` for `purpose`, read from the outbox's .eml files (the plain-text
 * part has the code alone on an indented line). `seen` skips codes already used, so a resend is waited for.
 */
export async function readCode(email: string, purpose: CodePurpose, seen: string[] = []): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX_DIR!).catch(() => [] as string[]))
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          const mail = await readFile(join(OUTBOX_DIR!, file), 'utf8');
          if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail) || !SUBJECT[purpose].test(mail))
            continue;
          const found = /^ {4}(\d{6})\s*$/m.exec(mail)?.[1];
          if (found && !seen.includes(found)) code = found;
          break;
        }
        return code;
      },
      { message: `a ${purpose} code mailed to ${email}`, timeout: 15_000, intervals: [100, 250, 500] },
    )
    .toBeTruthy();
  return code!;
}

/** Where screenshots go (gitignored). */
/**
 * Waits until React has taken over the server's HTML (it tags the nodes it hydrated). A box ticked before then is
 * applied once React arrives (catalogue.spec.ts ticks one on purpose); journeys that tick boxes to test what
 * the app does with them wait for this, so the filter is applied by the app's own handler.
 */
export async function hydrated(page: Page, selector = 'h1') {
  await page.waitForFunction((s) => {
    const node = document.querySelector(s);
    return !!node && Object.keys(node).some((k) => k.startsWith('__reactFiber'));
  }, selector);
}

export const shotPath = (file: string) => join(OUTPUT_DIR, 'screenshots', file);

/**
 * A full-page screenshot for people to look at; it asserts nothing. Headless Chromium now and then never
 * delivers the frame a screenshot waits for (microsoft/playwright#28995): on a loaded CI machine one such shot
 * held the six-step journey until its four-minute timeout. So a shot gets 20 s and a second try, and then the
 * journey goes on, with the missing picture named in the report and the log.
 */
export async function saveShot(page: Page, path: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.screenshot({ path, fullPage: true, animations: 'disabled', timeout: 20_000 });
      return;
    } catch (error) {
      if (!(error instanceof errors.TimeoutError)) throw error;
      if (attempt === 2) {
        const description = `no screenshot ${path}: Chromium delivered no frame twice`;
        test.info().annotations.push({ type: 'warning', description });
        console.warn(description);
        return;
      }
    }
  }
}

/** Full-page screenshots under e2e/output/screenshots at desktop and phone width (checking the phone layout fits). */
export async function screenshotBoth(page: Page, name: string) {
  const before = page.viewportSize();
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['360', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    // A phone must never scroll sideways: nothing may be wider than the screen.
    if (size === PHONE)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} is wider than 360 px`,
      ).toBeLessThanOrEqual(PHONE.width);
    await saveShot(page, shotPath(`${name}-${label}.png`));
  }
  if (before) await page.setViewportSize(before);
}

/**
 * axe's findings on the page once it has rendered (an h1, no spinner left) and its finite animations have
 * ended: a toast still fading in is half transparent, and axe would judge its colours mid-fade.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // The layout sets the title at once, while a lazy page's chunk (the Suspense spinner) or a gate's check may
  // still be on its way: axe on that spinner finds no h1 (the flake of CI run 25 on /apply).
  await page.locator('h1').first().waitFor({ state: 'attached' });
  await expect(page.locator('.spinner-wrap')).toHaveCount(0);
  // A toast may also start leaving while axe reads the page (its exit fades it): axe runs again when an
  // animation or transition started during its run, so it only ever judges a page at rest.
  await page.evaluate(() => {
    const counted = window as unknown as { animationStarts?: number };
    if (counted.animationStarts !== undefined) return;
    counted.animationStarts = 0;
    for (const event of ['animationstart', 'transitionrun'])
      document.addEventListener(event, () => (counted.animationStarts! += 1), true);
  });
  const starts = () => page.evaluate(() => (window as unknown as { animationStarts: number }).animationStarts);
  for (let attempt = 1; ; attempt += 1) {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
    const before = await starts();
    const { violations } = await new AxeBuilder({ page }).analyze();
    if ((await starts()) === before || attempt === 3) {
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
}

/** A laptop's width for the back office's axe checks (the phone's is PHONE). */
export const WIDE = { width: 1280, height: 800 };

/** axe finds nothing at 1280 px and at 360 px; the viewport is left at 1280 px. */
export async function expectNoAxeViolations(page: Page) {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page), `axe on ${page.url()} at ${size.width} px`).toEqual([]);
  }
  await page.setViewportSize(WIDE);
}

/** Types a code into the six boxes digit by digit (focus moves on by itself), or pastes it whole. */
export async function enterCode(page: Page, code: string, how: 'type' | 'paste') {
  const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  await first.click();
  if (how === 'type') {
    await page.keyboard.type(code);
  } else {
    // The paste event a browser fires for Ctrl+V / long-press Paste, with the code as clipboard text.
    await first.evaluate((box, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
  }
  for (let i = 0; i < 6; i++)
    await expect(page.getByRole('textbox', { name: `Digit ${i + 1} of 6` })).toHaveValue(code[i]!);
}
