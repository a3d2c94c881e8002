import { faqContentSchema, type FaqContent } from '@studychina/contracts';
import type { ContentAdapter } from '../content-adapter.js';
import { newLiveKey, shippedLive } from '../../site-content/published.js';
import { shippedFaq } from '../../site-content/shipped.js';

/**
 * The FAQ's questions (docs/product.md#content-management): no live table; /faq shows each one's latest published
 * version (modules/site-content/). Unpublishing takes the question off the page (the item's status says so).
 */
export const faqAdapter: ContentAdapter<FaqContent> = {
  kind: 'faq',
  schema: faqContentSchema,
  title: (q) => q.question,
  publish: async (_tx, _data, liveKey) => liveKey ?? newLiveKey('faq'),
  unpublish: async () => {},
  live: shippedLive('faq', shippedFaq),
};
