import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { expect } from 'vitest';
import { APPLICATION_DRAFT_KEY, serializeDraft, type ApplicationFormValues, type Locale } from '@studychina/contracts';
import { buildApplicationFields } from '@studychina/contracts/fixtures';
import { errorResponse, jsonResponse, renderPage, stubFetch, type FetchHandler } from '../../test/app-harness';
import { FakeXhr } from '../../test/fake-xhr';
import { ApplyPage } from './ApplyPage';

/*
 * Test helpers of the application form: complete values for steps 0 to 3, a page opened with them as
 * the stored draft (the quickest honest way to start at a later step), and a fake XMLHttpRequest at the
 * network boundary that the test answers by hand.
 */

export const TOKEN = 'token-abc';

// The page loads tus-js-client when the first file is chosen; loaded here, with the helpers, its first
// transform (slow on a loaded machine) is not paid inside one test's time limit.
await import('tus-js-client');

/** Contracts' complete application; the page tests read this surname and an empty second choice. */
export const validValues = (): ApplicationFormValues =>
  buildApplicationFields({ surName: 'Okafor', majorSecondChoice: '' });

/**
 * Opens /apply signed in (unless `token` is null), with `draft` stored; the majors call answers a list.
 * `api` answers the other calls (the server draft's) when it returns a response; the rest get a 404.
 */
export function openApply({
  draft,
  token = TOKEN,
  api,
  locale,
  url = '/apply',
  history = false,
}: {
  draft?: ApplicationFormValues;
  token?: string | null;
  api?: (url: string, init: RequestInit) => ReturnType<FetchHandler> | undefined;
  /** The site's language (French needs `await loadFrench()` first, as in lib/i18n). */
  locale?: Locale;
  /** Where the page opens ('/apply?step=3'). */
  url?: string;
  /** Adds the browser's Back and Forward, as two buttons outside the page. */
  history?: boolean;
} = {}) {
  if (token) localStorage.setItem('ACCESS_TOKEN', token);
  if (draft) localStorage.setItem(APPLICATION_DRAFT_KEY, serializeDraft(draft));
  const fetch = stubFetch(
    (url, init) =>
      api?.(url, init) ??
      (url.endsWith('/majors')
        ? jsonResponse(200, {
            data: [
              { id: 1, name: 'Medicine (MBBS)' },
              { id: 2, name: 'Civil Engineering' },
            ],
          })
        : errorResponse(404, 'NOT_FOUND', 'Not found')),
  );
  renderPage(
    <>
      <ApplyPage />
      {history && <BrowserHistory />}
    </>,
    { url, locale },
  );
  return { fetch };
}

/** The browser's own Back and Forward (outside the page), for the step in the address. */
function BrowserHistory() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser forward
      </button>
    </>
  );
}

export const button = (name: string) => screen.queryByRole('button', { name });
export const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
export const heading = () => screen.getByRole('heading', { level: 3 }).textContent;
/** The texts under 'Please fix the following:' (empty when no list shows). */
export const fixList = () => {
  const title = screen.queryByText('Please fix the following:');
  return title
    ? Array.from(title.parentElement!.querySelectorAll('li')).map(
        (li) => li.querySelector('.error-list-text')?.textContent ?? li.textContent,
      )
    : [];
};
export const change = (label: string | HTMLElement, value: string) =>
  fireEvent.change(typeof label === 'string' ? screen.getByLabelText(label) : label, { target: { value } });

export const image = (name = 'photo.png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
export const pdf = (name = 'doc.pdf', bytes = 3072) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** Picks files on a list's input the way a browser's change event delivers them. */
export const pick = (list: string, ...files: File[]) =>
  fireEvent.change(document.querySelector(`input[type=file][name=${list}]`)!, { target: { files } });

/** From step 0 with a complete draft to Documents, then the three required files, then Review. */
export function toReview() {
  for (let i = 0; i < 4; i++) press('Continue');
  pick('passportphoto', image('passport.png'));
  pick('applicantSignature', image('me.png'));
  pick('sponsorSignature', image('sponsor.png'));
  press('Continue');
}

/** The tus requests (to /uploads) the test has answered so far. */
const answered = new WeakSet<FakeXhr>();
let uploadIds = 0;

/**
 * Plays the API's tus endpoint (docs/product.md#resumable-uploads-and-the-server-draft) for the uploads
 * the page starts: a creation gets 201 and a Location, a PATCH gets 204 and the new offset, until
 * `count` uploads are complete. Needs stubXhr().
 */
export async function finishUploads(count: number) {
  let done = 0;
  await waitFor(
    async () => {
      for (const xhr of FakeXhr.all) {
        if (answered.has(xhr) || !xhr.url.includes('/uploads')) continue;
        answered.add(xhr);
        if (xhr.method === 'POST') {
          const id = (++uploadIds).toString(16).padStart(32, '0');
          await xhr.respond(201, '', { Location: `/api/v1/user/uploads/${id}`, 'Tus-Resumable': '1.0.0' });
        } else if (xhr.method === 'PATCH') {
          const chunk = xhr.body as unknown as Blob;
          const offset = Number(xhr.headers['upload-offset']) + chunk.size;
          await xhr.respond(204, '', { 'Upload-Offset': String(offset), 'Tus-Resumable': '1.0.0' });
          done++;
        }
      }
      expect(done).toBeGreaterThanOrEqual(count);
    },
    { timeout: 5000 },
  );
  await act(async () => {});
}

export { FakeXhr, stubXhr } from '../../test/fake-xhr';
