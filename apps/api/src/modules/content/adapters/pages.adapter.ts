import { pageOf, pageContentSchema, text, type PageContent } from '@studychina/contracts';
import type { ContentAdapter, FieldProblems } from '../content-adapter.js';
import { shippedLive } from '../../site-content/published.js';
import { shippedPages } from '../../site-content/shipped.js';

/**
 * The site's pages and contact details (docs/product.md#content-management): one item per page, named by the
 * page ('about', 'contact'); the pages show its latest published version (modules/site-content/). A page cannot be
 * unpublished (no `unpublish`: 409): the address would lead nowhere, and the footer would lose the company's
 * details; an editor changes its texts instead.
 */
export const pagesAdapter: ContentAdapter<PageContent> = {
  kind: 'pages',
  schema: pageContentSchema,
  title: (data) => pageOf(data) ?? 'page',

  async check(tx, data, liveKey) {
    const problems: FieldProblems = {};
    const page = pageOf(data);
    if (!page)
      problems.page = [
        text('asWritten', { text: 'Give the texts of exactly one page (about, admission, …, contact).' }),
      ];
    else if (liveKey && page !== liveKey)
      problems[page] = [text('asWritten', { text: `This item holds the ${liveKey} page; it cannot become another.` })];
    else if (!liveKey && (await tx.contentItem.count({ where: { kind: 'pages', liveKey: page } })) > 0)
      problems[page] = [text('content.taken')];
    return problems;
  },

  publish: async (_tx, data, liveKey) => liveKey ?? pageOf(data)!,
  live: shippedLive('pages', shippedPages),
};
