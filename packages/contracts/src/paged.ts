import { z } from 'zod';

/**
 * A page of a list, as the majors API answers it (docs/product.md#api-majors) and the catalogue's lists follow:
 * `{ data: [item], current_page, last_page, per_page, total }`. A list with more (the programmes' facets) extends it.
 */
export const pagedResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
