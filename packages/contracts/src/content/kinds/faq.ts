import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);

/** What a question is about: the FAQ page groups its questions by these, in this order. */
export const FAQ_TOPICS = ['admission', 'fees', 'scholarships', 'visa', 'language', 'life'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/**
 * One question of the public FAQ (/faq, docs/product.md#content-management), English beside French; the page
 * shows the published ones by topic, then `position` (smallest first).
 */
export const faqContentSchema = z
  .object({
    question: text(300).min(1),
    questionFr: text(300).default(''),
    answer: text(5_000).min(1),
    answerFr: text(5_000).default(''),
    topic: z.enum(FAQ_TOPICS),
    position: z.number().int().min(0).max(1_000).default(0),
  })
  .meta({ id: 'FaqContent' });
export type FaqContent = z.infer<typeof faqContentSchema>;
