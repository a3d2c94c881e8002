import type { Page, TestInfo } from '@playwright/test';
import { describeFindings, findEnglish, siteEnglishTexts } from '../scripts/english-left';
import { PHONE, expect, saveShot, shotPath } from './fixtures';

/*
 * "No English left on a French page" in the browser (issue 17, french.spec.ts): what a visitor sees or
 * hears on the page now, judged by scripts/english-left.ts (tested in scripts/english-left.test.ts).
 * Data from the database stays in the language it was entered in (majors, the home page's highlights),
 * so the journey passes those texts as allowed.
 */

const ENGLISH = siteEnglishTexts();

/** Where the page records each toast and alert it showed (they vanish before the page is judged). */
const SEEN = '__frenchJourneyAnnouncements';

/** Records the text of every toast and alert (role status/alert) the page shows, from its first script on. */
export async function recordAnnouncements(page: Page) {
  await page.addInitScript((key) => {
    const seen = new Set<string>();
    (window as unknown as Record<string, Set<string>>)[key] = seen;
    const collect = () => {
      for (const node of document.querySelectorAll('[role=status], [role=alert]')) {
        const text = (node as HTMLElement).innerText?.trim();
        if (text) seen.add(text);
      }
    };
    new MutationObserver(collect).observe(document, { childList: true, subtree: true, characterData: true });
  }, SEEN);
}

/**
 * The page's visible text (document.body.innerText: what is rendered, sr-only texts included), the title,
 * the labels a screen reader reads or a pointer shows on visible elements (aria-label, placeholder, title,
 * alt, the options of visible lists) and every toast or alert shown since the page opened.
 */
export async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate((key) => {
    const texts = [document.title, document.body.innerText];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-valuetext'])
        if (element.hasAttribute(name)) texts.push(element.getAttribute(name)!);
      if (element instanceof HTMLSelectElement) for (const option of element.options) texts.push(option.text);
    }
    const seen = (window as unknown as Record<string, Set<string> | undefined>)[key];
    return [...texts, ...(seen ?? [])];
  }, SEEN);
}

/**
 * Checks the page is French (`<html lang="fr">`, no English sentence, nothing wider than a 360 px phone),
 * takes its full-page screenshot into e2e/output/screenshots/fr-<name>-360.png and attaches it to the
 * report. Soft assertions: the journey goes on, so one run lists every page's English.
 */
export async function expectFrench(page: Page, testInfo: TestInfo, name: string, allowed: string[] = []) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.evaluate(() => document.fonts.ready);
  const findings = findEnglish(await pageTexts(page), ENGLISH, allowed);
  expect.soft(findings, `English left on ${name} (${page.url()}):\n${describeFindings(findings)}`).toEqual([]);
  expect
    .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${name} is wider than 360 px`)
    .toBeLessThanOrEqual(PHONE.width);
  const path = shotPath(`fr-${name}-360.png`);
  await saveShot(page, path);
  await testInfo.attach(`${name} (360 px)`, { path, contentType: 'image/png' });
}
