import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, AUTH_USER_KEY } from '../../../lib/session';
import { errorResponse, jsonResponse, renderPage, resetAppState, stubFetch } from '../../../test/app-harness';
import { AdminApp } from '../AdminApp';

afterEach(resetAppState);

const ID = '0b6f3c1e-6d2a-4f7e-9a51-2f8f2d0c9e11';
const URL = `/admin/content/programmes/${ID}`;
const API = `/api/v1/admin/content/programmes/${ID}`;

const programme = (over: Record<string, unknown> = {}) => ({
  slug: 'medicine-zju',
  universitySlug: 'zhejiang-university',
  majorId: 4,
  title: 'Medicine (MBBS)',
  titleFr: '',
  description: 'Six years in Hangzhou.',
  descriptionFr: 'Six ans à Hangzhou.',
  degree: 'bachelor',
  language: 'english',
  durationMonths: 72,
  tuitionPerYear: { amount: 4_900_000, currency: 'CNY' },
  applicationFee: { amount: 80_000, currency: 'CNY' },
  serviceFee: { amount: 0, currency: 'CNY' },
  ageMin: 18,
  ageMax: null,
  minPreviousDegree: 'secondary',
  hskLevel: null,
  ieltsMin: 6.5,
  toeflMin: null,
  duolingoMin: null,
  minGrade: '',
  minGradeFr: '',
  requirementNotes: '',
  requirementNotesFr: '',
  documents: [{ document: 'transcripts', note: 'Certified copies', noteFr: '' }],
  id: ID,
  kind: 'programmes',
  status: 'published',
  version: 3,
  publishedVersion: 2,
  hasChanges: false,
  frenchMissing: ['titleFr', 'documents.0.noteFr'],
  frenchOutdated: false,
  figuresCheckedAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function signIn(role: 'staff' | 'admin', permissions: string[] = []) {
  localStorage.setItem(ACCESS_TOKEN_KEY, `${role}-token`);
  localStorage.setItem(
    AUTH_USER_KEY,
    JSON.stringify({ id: 'u1', firstname: 'Femi', lastname: 'Bello', email: 'femi@example.com', role, permissions }),
  );
}

const openEditor = () => renderPage(<AdminApp onLogout={() => undefined} />, { url: URL, path: '/admin/*' });

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe("the content editor's form, generated from the kind's schema", { timeout: 30_000 }, () => {
  it('puts French beside English, marks French missing where English is written, and saves money in minor units', async () => {
    signIn('staff', ['editor']);
    const user = userEvent.setup();
    const fetch = stubFetch((url, init) =>
      init.method === 'PUT'
        ? jsonResponse(200, {
            data: {
              ...programme(),
              ...bodyOf(init),
              version: 4,
              figuresCheckedAt: '2026-11-27T09:00:00.000Z',
              frenchMissing: [],
            },
          })
        : jsonResponse(200, { data: programme() }),
    );
    openEditor();

    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Medicine (MBBS)');
    const titleFr = screen.getByLabelText('Title (French)');
    expect(titleFr).toHaveValue('');
    expect(titleFr).toHaveAccessibleDescription('French missing');
    // A French written beside its English has no mark; nor a French left empty beside an empty English.
    expect(screen.getByLabelText('Description (French)')).not.toHaveAccessibleDescription('French missing');
    expect(screen.getByLabelText('Minimum grade (French)')).not.toHaveAccessibleDescription('French missing');
    // Repeatable groups carry their own pairs.
    const documents = screen.getByRole('group', { name: 'Documents to upload' });
    expect(within(documents).getByLabelText('Note (French)')).toHaveAccessibleDescription('French missing');

    // Money reads in yuan, as people write it, and leaves in fen.
    const tuition = screen.getByLabelText('Tuition per year');
    expect(tuition).toHaveValue('49000');
    await user.clear(tuition);
    await user.type(tuition, '51000.50');
    await user.type(titleFr, 'Médecine (MBBS)');
    expect(titleFr).not.toHaveAccessibleDescription('French missing');
    await user.click(screen.getByLabelText('Figures checked'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(url).toBe(API);
    const body = bodyOf(init!);
    expect(body).toMatchObject({
      version: 3,
      figuresChecked: true,
      titleFr: 'Médecine (MBBS)',
      tuitionPerYear: { amount: 5_100_050, currency: 'CNY' },
      applicationFee: { amount: 80_000, currency: 'CNY' },
      ieltsMin: 6.5,
      documents: [{ document: 'transcripts', note: 'Certified copies', noteFr: '' }],
    });
    expect(Object.keys(body)).not.toContain('status');
    expect(screen.getByText(/Figures last checked on 27 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByLabelText('Figures checked')).not.toBeChecked();
  });

  it('on a 409 says someone else saved, keeps the editor’s text, and reloads the saved draft when asked', async () => {
    signIn('admin');
    const user = userEvent.setup();
    let saved = programme();
    stubFetch((_url, init) => {
      if (init.method === 'PUT')
        return errorResponse(
          409,
          'EDIT_CONFLICT',
          'Someone saved this item after you opened it (it is now at version 4): nothing was overwritten. Reload it to see their changes.',
        );
      return jsonResponse(200, { data: saved });
    });
    openEditor();
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Medicine, my words');
    saved = programme({ version: 4, title: 'Medicine, their words' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone saved this item after you opened it (it is now at version 4)');
    expect(screen.getByLabelText('Title')).toHaveValue('Medicine, my words');
    await user.click(within(alert).getByRole('button', { name: 'Reload the saved draft' }));
    await expect.poll(() => screen.getByLabelText('Title')).toHaveValue('Medicine, their words');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a 422's problems at their fields", async () => {
    signIn('admin');
    const user = userEvent.setup();
    stubFetch((_url, init) =>
      init.method === 'POST'
        ? errorResponse(
            422,
            'VALIDATION_FAILED',
            'The draft cannot be published until the fields named are corrected.',
            {
              universitySlug: ['No university has this value.'],
              'tuitionPerYear.amount': ['Too small: expected number to be >=0'],
            },
          )
        : jsonResponse(200, { data: programme({ hasChanges: true }) }),
    );
    openEditor();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByLabelText('University (its slug)')).toHaveAccessibleDescription(
      'No university has this value.',
    );
    expect(screen.getByLabelText('Tuition per year')).toHaveAccessibleDescription(
      expect.stringContaining('Too small: expected number to be >=0'),
    );
    expect(screen.getByLabelText('Tuition per year')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need correcting');
  });

  it('is read-only for staff without the editor permission', async () => {
    signIn('staff');
    stubFetch(() => jsonResponse(200, { data: programme() }));
    openEditor();
    expect(await screen.findByLabelText('Title')).toBeDisabled();
    expect(screen.getByText(/Editing and publishing need the editor permission/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.getByRole('button', { name: 'History' })).toBeEnabled();
  });

  it('restores a published version after a confirmation', async () => {
    signIn('staff', ['editor']);
    const user = userEvent.setup();
    const fetch = stubFetch((url) => {
      if (url.endsWith('/versions'))
        return jsonResponse(200, {
          data: [
            { number: 2, publishedAt: '2026-11-20T10:00:00.000Z', publishedBy: 'Femi Bello', live: true },
            { number: 1, publishedAt: '2026-11-01T10:00:00.000Z', publishedBy: null, live: false },
          ],
        });
      if (url.endsWith('/restore/1'))
        return jsonResponse(200, { data: programme({ version: 4, title: 'Medicine (old)', hasChanges: true }) });
      return jsonResponse(200, { data: programme() });
    });
    openEditor();
    await user.click(await screen.findByRole('button', { name: 'History' }));
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Version 2')).toBeInTheDocument();
    expect(within(history).getByText(/Published on .* by Femi Bello/)).toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Restore version 1' }));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/restore/1'))).toBe(false);
    const confirm = within(history).getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Make version 1 the draft?');
    await user.click(within(confirm).getByRole('button', { name: 'Restore it' }));
    expect(await screen.findByText('Version 1 is the draft again. Publish it to make it live.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Medicine (old)');
    expect(screen.getByText('Changes not published')).toBeInTheDocument();
  });
});

describe("the editor's preview", { timeout: 30_000 }, () => {
  it('opens the public page of the draft, rendered by the server, in a new tab, in the language chosen', async () => {
    signIn('staff', ['editor']);
    const user = userEvent.setup();
    const page = `/admin/content/programmes/${ID}/preview?lang=fr&token=t0k3n`;
    const fetch = stubFetch((url) =>
      url.includes('/preview-link?lang=')
        ? jsonResponse(200, { data: { url: page, expiresAt: '2026-11-20T10:10:00.000Z' } })
        : jsonResponse(200, { data: programme() }),
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPage(<AdminApp onLogout={() => undefined} />, { url: URL, path: '/admin/*' });
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Open the page in French' }));
    await expect.poll(() => tab.location.href).toBe(page);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(fetch.mock.calls.map(([url]) => url)).toContain(`${API}/preview-link?lang=fr`);
    // The fields stay shown beside it, English beside French.
    expect(screen.getByRole('region', { name: 'Preview in French' })).toHaveTextContent('Title(empty)');
    open.mockRestore();
  });

  it('shows a kind without a preview route as its fields, English beside French', async () => {
    signIn('staff', ['editor']);
    const user = userEvent.setup();
    stubFetch(() =>
      jsonResponse(200, {
        data: {
          ...programme(),
          kind: 'majors',
          name: 'Medicine',
          nameFr: 'Médecine',
          image: '/media/majors/medicine.jpg',
          shortDesc: 'Become a doctor',
          shortDescFr: '',
          description: 'Six years.',
          descriptionFr: 'Six ans.',
          trending: true,
          position: 2,
        },
      }),
    );
    renderPage(<AdminApp onLogout={() => undefined} />, { url: `/admin/content/majors/${ID}`, path: '/admin/*' });
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const english = screen.getByRole('region', { name: 'Preview in English' });
    const french = screen.getByRole('region', { name: 'Preview in French' });
    expect(english).toHaveTextContent('NameMedicine');
    expect(french).toHaveTextContent('NameMédecine');
    expect(french).toHaveTextContent('Short description(empty)');
    expect(french).toHaveTextContent('TrendingYes');
  });
});
