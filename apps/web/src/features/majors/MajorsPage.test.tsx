import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOutOfRangeMessage, type MajorsPageResponse } from '@studychina/contracts';
import { MajorsPage } from './MajorsPage';

const LAST_PAGE = 3;
function pageBody(page: number): MajorsPageResponse {
  return {
    data: [1, 2].map((n) => ({
      id: page * 10 + n,
      name: `Major ${page}.${n}`,
      image: `/media/majors/m${n}.svg`,
      short_desc: 'short',
      description: `Description of major ${page}.${n}`,
      trending: 0,
    })),
    current_page: page,
    last_page: LAST_PAGE,
    per_page: 2,
    total: 6,
  };
}

const fetchMock = vi.fn(async (url: string) => {
  const page = Number(new URL(url, 'http://x').searchParams.get('page'));
  if (page > LAST_PAGE)
    return new Response(
      JSON.stringify({ success: false, code: 'PAGE_OUT_OF_RANGE', message: pageOutOfRangeMessage(LAST_PAGE) }),
      { status: 404, headers: { 'content-type': 'application/json' } },
    );
  return new Response(JSON.stringify(pageBody(page)), { status: 200, headers: { 'content-type': 'application/json' } });
});

function ShowSearch() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/majors"
          element={
            <>
              <MajorsPage />
              <ShowSearch />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('MajorsPage', () => {
  it('shows the first page with Prev disabled, then pages forward with the page in the URL', async () => {
    renderAt('/majors');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Major 1.1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Major 2.1')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/v1/user/majors?page=2', expect.anything());
  });

  it("shows docs/product.md#majors-page's note with Apply Here, the heading and text, and an Apply link on each card", async () => {
    renderAt('/majors');
    expect(screen.getByRole('img', { name: 'Loading majors' })).toBeInTheDocument();
    const note = screen.getByText(/If your preferred Major is not here, kindly click on this link/);
    expect(note).toHaveTextContent('If your preferred Major is not here, kindly click on this link Apply Here');
    expect(screen.getByRole('link', { name: 'Apply Here' })).toHaveAttribute('href', '/apply');
    expect(screen.getByRole('heading', { name: 'All Majors' })).toBeInTheDocument();
    expect(screen.getByText('Available Majors for students Seeking admissions in China')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');

    expect(await screen.findByRole('heading', { name: 'Major 1.1' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Loading majors' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Major 1.1' })).toHaveAttribute('width', '400');
    expect(screen.getByText('Description of major 1.1')).toBeInTheDocument();
    const apply = screen.getAllByRole('link', { name: /^Apply: / });
    expect(apply).toHaveLength(2);
    apply.forEach((link) => expect(link).toHaveAttribute('href', '/apply'));
  });

  it('goes back a page with Prev', async () => {
    renderAt('/majors?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('');
  });

  it('opens the page named in the URL and disables Next on the last page', async () => {
    renderAt('/majors?page=3');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();
  });

  it('says a page past the last is out of range and links back to the first page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/majors?page=99');
    expect(await screen.findByRole('alert')).toHaveTextContent('The page is out of range: the last page is 3.');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the first page of majors' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('');
    vi.mocked(console.error).mockRestore();
  });

  it("offers a major's uploaded image in every width, AVIF and WebP before the JPEG fallback; other images stay plain", async () => {
    const hash = 'fedcba9876543210fedcba9876543210';
    fetchMock.mockImplementationOnce(async () => {
      const body = pageBody(1);
      body.data[0] = { ...body.data[0]!, image: `/media/content/${hash}/960.jpg` };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderAt('/majors');
    const uploaded = await screen.findByRole('img', { name: 'Major 1.1' });
    const picture = uploaded.closest('picture')!;
    expect(
      [...picture.querySelectorAll('source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset')]),
    ).toEqual([
      ['image/avif', `/media/content/${hash}/480.avif 480w, /media/content/${hash}/960.avif 960w`],
      ['image/webp', `/media/content/${hash}/480.webp 480w, /media/content/${hash}/960.webp 960w`],
    ]);
    expect(uploaded.getAttribute('src')).toBe(`/media/content/${hash}/960.jpg`);
    expect(uploaded.getAttribute('srcset')).toBe(
      `/media/content/${hash}/480.jpg 480w, /media/content/${hash}/960.jpg 960w`,
    );
    // A card is at most about 24rem wide: the browser picks the 480 px file on a phone at 1x.
    expect(uploaded.getAttribute('sizes')).toBe('(min-width: 64rem) 24rem, (min-width: 38rem) 50vw, 100vw');
    expect(uploaded).toHaveAttribute('loading', 'eager');
    const plain = screen.getByRole('img', { name: 'Major 1.2' });
    expect(plain.closest('picture')).toBeNull();
    expect(plain.getAttribute('src')).toBe('/media/majors/m2.svg');
  });
});
