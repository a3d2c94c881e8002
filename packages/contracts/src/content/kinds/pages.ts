import { z } from 'zod';

/**
 * The site's own pages as editors write them (docs/product.md#content-management): one item per page, each text a
 * pair `{ en, fr }` in the structure the page has in contracts (packages/contracts/src/i18n/content-pages/*.ts),
 * and the company's contact details (the footer's and the contact page's). An item holds exactly one page, under
 * that page's name: `{ about: { lead: { en, fr }, … } }`; the API adapter checks that one is given and that it
 * stays the same page.
 */
const pair = z
  .object({ en: z.string().trim().min(1).max(5_000), fr: z.string().trim().max(5_000).default('') })
  .meta({ id: 'ContentTextPair' });
const step = z.strictObject({ title: pair, text: pair });
const pairs = (max: number) => z.array(pair).min(1).max(max);
const steps = (max: number) => z.array(step).min(1).max(max);

const aboutTexts = z.strictObject({
  lead: pair,
  intro: pair,
  missionTitle: pair,
  mission: pair,
  visionTitle: pair,
  vision: pair,
  servicesTitle: pair,
  services: z.strictObject({ admission: pair, business: pair, goods: pair, translation: pair }),
  supportTitle: pair,
  support: pair,
  howTitle: pair,
  how: pairs(12),
});

const admissionTexts = z.strictObject({
  lead: pair,
  stepsTitle: pair,
  steps: steps(12),
  documentsTitle: pair,
  documents: pairs(20),
  documentsNote: pair,
  scholarshipsTitle: pair,
  scholarships: pair,
  /** "Ready to apply? Browse the [majors we support] or start your [application]." */
  ready: z.strictObject({ before: pair, majorsLink: pair, between: pair, applyLink: pair, after: pair }),
});

const businessTexts = z.strictObject({
  lead: pair,
  helpTitle: pair,
  help: steps(12),
  stepsTitle: pair,
  steps: steps(12),
  audienceTitle: pair,
  audience: pair,
});

const goodsTexts = z.strictObject({
  lead: pair,
  buyingTitle: pair,
  buying: pair,
  dealsTitle: pair,
  deals: pairs(12),
  stepsTitle: pair,
  steps: steps(12),
  complianceTitle: pair,
  compliance: pair,
  export: pair,
});

const translationTexts = z.strictObject({
  lead: pair,
  legalTitle: pair,
  legal: pairs(12),
  certified: pair,
  contractsTitle: pair,
  contracts: pair,
  notLegalAdvice: pair,
  stepsTitle: pair,
  steps: steps(12),
  confidential: pair,
});

/** The company's contact details: the footer's and the contact page's (the same in both languages but the address). */
const contactDetails = z.strictObject({
  /** As shown ("+86 20 3801 2468"); links dial its digits. */
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,29}$/),
  email: z.email().max(200),
  /** The chat's address (https://wa.me/<number>). */
  whatsapp: z.url({ protocol: /^https$/ }).max(200),
  /** The postal address, one line a line. */
  address: pairs(6),
  /** The same address in Chinese, for taxis and couriers. */
  addressZh: z.array(z.string().trim().min(1).max(200)).max(6).default([]),
});

export const SITE_CONTENT_PAGES = ['about', 'admission', 'business', 'goods', 'translation', 'contact'] as const;
export type SiteContentPage = (typeof SITE_CONTENT_PAGES)[number];

export const pageContentSchema = z
  .object({
    about: aboutTexts.optional(),
    admission: admissionTexts.optional(),
    business: businessTexts.optional(),
    goods: goodsTexts.optional(),
    translation: translationTexts.optional(),
    contact: contactDetails.optional(),
  })
  .meta({ id: 'PageContent' });
export type PageContent = z.infer<typeof pageContentSchema>;

/** The page an item holds (its one key), or null when it holds none or several. */
export function pageOf(data: PageContent): SiteContentPage | null {
  const given = SITE_CONTENT_PAGES.filter((page) => data[page] !== undefined);
  return given.length === 1 ? given[0]! : null;
}
