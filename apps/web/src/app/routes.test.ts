import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '@studychina/contracts';
import { ROUTES } from './routes';

describe('the route table and contracts SITE_PAGES (docs/product.md#page-titles)', () => {
  it('list the same pages: every route but the 404 is a site page, and every site page a route', () => {
    const routes = ROUTES.map((route) => route.path).filter((path) => path !== '*');
    expect([...routes].sort()).toEqual(SITE_PAGES.map((page) => page.path).sort());
  });
});
