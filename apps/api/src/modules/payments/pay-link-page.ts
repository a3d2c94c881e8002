import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { SITE_NAME, renderText, text, type Locale } from '@studychina/contracts';
import { escapeHtml } from '../../lib/escape-html.js';
import { clientKey } from '../../plugins/rate-limit.js';
import type { PayLinks } from './pay-link.service.js';

/** Digits of the minor unit of the currencies invoices use (ISO 4217: the CFA franc has none). */
const minorDigits = (currency: string) => (currency === 'XOF' ? 0 : 2);
const moneyText = (amount: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
  }).format(amount / 10 ** minorDigits(currency));

/**
 * The HTML of `/pay/:token` (docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md): the app's shell with a head
 * of its own, so the link sent on WhatsApp previews as the invoice to pay: title, description, og:title,
 * og:description, og:image (the site's), and noindex. It says what the page shows and no more: the invoice's number and
 * amount, the student's first name. A dead link gets a generic head and status 404 (the app shows why). Without the
 * web build (API-only tests) there is nothing to serve and the route is not added.
 */
export const payLinkPage: FastifyPluginAsync<{ payLinks: PayLinks; distDir: string; origin: string }> = async (
  app,
  { payLinks, distDir, origin },
) => {
  const file = join(distDir, 'index.html');
  if (!existsSync(file)) return;
  const shell = readFileSync(file, 'utf8');
  // Counted with the link's API reads (./pay-link.routes.ts): one visit is the page and its read.
  const limiter = app.limiter({
    max: 60,
    windowMs: 10 * 60_000,
    key: (request) => `pay-link-read:${clientKey(request)}`,
  });

  const head = (title: string, description: string, locale: Locale) => {
    const meta = (attr: string, name: string, content: string) =>
      `<meta ${attr}="${name}" content="${escapeHtml(content)}" />`;
    return [
      `<title>${escapeHtml(`${title} | ${SITE_NAME}`)}</title>`,
      meta('name', 'description', description),
      meta('name', 'robots', 'noindex, nofollow'),
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:locale', locale === 'fr' ? 'fr_FR' : 'en_GB'),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:image', `${origin}/og/home.png`),
      meta('property', 'og:image:width', '1200'),
      meta('property', 'og:image:height', '630'),
      meta('name', 'twitter:card', 'summary_large_image'),
    ].join('\n    ');
  };
  /** The shell with its title and description replaced by the page's head. */
  const page = (tags: string) =>
    shell
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
      .replace('</head>', `  ${tags}\n  </head>`);

  for (const locale of ['en', 'fr'] as const)
    app.get<{ Params: { token: string } }>(
      locale === 'fr' ? '/fr/pay/:token' : '/pay/:token',
      { schema: { hide: true }, onRequest: (request, reply) => limiter.hit(request, reply) },
      async (request, reply) => {
        reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store').type('text/html; charset=utf-8');
        const say = (key: Parameters<typeof text>[0], values?: Record<string, string>) =>
          renderText(text(key, values as never), locale);
        try {
          const invoice = await payLinks.read(request.params.token, locale);
          return page(
            head(
              say('payLink.previewTitle', {
                number: invoice.number,
                amount: moneyText(invoice.due || invoice.total, invoice.currency, locale),
              }),
              say('payLink.previewDescription', { name: invoice.studentFirstName }),
              locale,
            ),
          );
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode !== 404) throw error;
          reply.code(404);
          return page(head(say('payLink.previewExpiredTitle'), say('payLink.previewExpiredDescription'), locale));
        }
      },
    );
};
