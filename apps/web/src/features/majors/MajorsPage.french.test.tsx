import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MajorsPageResponse } from '@studychina/contracts';
import { loadFrench } from '../../lib/i18n';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { MajorsPage } from './MajorsPage';

// Issue 28: the French majors page shows the majors' French names and descriptions (GET /majors?page=n&lang=fr).
const page = (name: string, description: string): MajorsPageResponse => ({
  data: [{ id: 7, name, image: '/media/majors/m.svg', short_desc: '', description, trending: 0 }],
  current_page: 2,
  last_page: 2,
  per_page: 9,
  total: 10,
});

beforeAll(() => loadFrench(), 30_000);
afterEach(resetAppState);

describe('MajorsPage in French', { timeout: 30_000 }, () => {
  it("shows the page's majors in French", async () => {
    const fetch = stubFetch((url) =>
      url === '/api/v1/user/majors?page=2&lang=fr'
        ? jsonResponse(200, page('Génie civil', 'Une licence de quatre ans en structures.'))
        : jsonResponse(200, page('Civil Engineering', 'A four-year bachelor’s in structures.')),
    );
    renderPage(<MajorsPage />, { url: '/majors?page=2', locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Génie civil' })).toBeInTheDocument();
    expect(screen.getByText('Une licence de quatre ans en structures.')).toBeInTheDocument();
    expect(screen.queryByText('Civil Engineering')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
