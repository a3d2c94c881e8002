import { text } from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';

/** A page of a list as the catalogue answers it (contracts' pagedResponse). */
export interface Paged<Item> {
  data: Item[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/**
 * One page of a list: counts it, refuses a page past the last with 404 PAGE_OUT_OF_RANGE naming the last (so a
 * stale link is noticed, as for majors: docs/product.md#api-majors), then reads that page's items.
 */
export async function onePage<Item>(
  { page, perPage }: { page: number; perPage: number },
  count: () => Promise<number>,
  read: (window: { skip: number; take: number }) => Promise<Item[]>,
): Promise<Paged<Item>> {
  const total = await count();
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  if (page > lastPage) throw new HttpError(404, 'PAGE_OUT_OF_RANGE', text('page.outOfRange', { lastPage }));
  const data = await read({ skip: (page - 1) * perPage, take: perPage });
  return { data, current_page: page, last_page: lastPage, per_page: perPage, total };
}
