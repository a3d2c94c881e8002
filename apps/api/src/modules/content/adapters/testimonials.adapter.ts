import { testimonialContentSchema, type TestimonialContent } from '@studychina/contracts';
import type { ContentAdapter } from '../content-adapter.js';
import { newLiveKey, shippedLive } from '../../site-content/published.js';
import { shippedTestimonials } from '../../site-content/shipped.js';

/**
 * Testimonials (docs/product.md#content-management): no live table; the home page shows each one's latest
 * published version (modules/site-content/). Unpublishing takes it off the home page (the item's status says so).
 */
export const testimonialsAdapter: ContentAdapter<TestimonialContent> = {
  kind: 'testimonials',
  schema: testimonialContentSchema,
  title: (t) => `${t.name}: ${t.quote.length > 60 ? `${t.quote.slice(0, 59)}…` : t.quote}`,
  publish: async (_tx, _data, liveKey) => liveKey ?? newLiveKey('testimonial'),
  // The public answer reads only items whose status is published: nothing else to take down.
  unpublish: async () => {},
  live: shippedLive('testimonials', shippedTestimonials),
};
