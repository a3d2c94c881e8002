import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);

/**
 * A student's testimonial on the home page (docs/product.md#content-management): their words and who they are,
 * English beside French; the home page shows the published ones by `position` (smallest first).
 */
export const testimonialContentSchema = z
  .object({
    /** The student as they agreed to be named ("Chiamaka O."): the same in both languages. */
    name: text(100).min(1),
    quote: text(1_000).min(1),
    quoteFr: text(1_000).default(''),
    /** Where they come from and what they study. */
    detail: text(200).default(''),
    detailFr: text(200).default(''),
    position: z.number().int().min(0).max(1_000).default(0),
  })
  .meta({ id: 'TestimonialContent' });
export type TestimonialContent = z.infer<typeof testimonialContentSchema>;
