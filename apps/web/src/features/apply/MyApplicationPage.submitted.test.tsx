import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StudentApplication } from '@studychina/contracts';
import { loadFrench } from '../../lib/i18n';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { studentPhoto, studentApplication } from '../../test/test-data';
import { MyApplicationPage } from './MyApplicationPage';

beforeAll(() => loadFrench(), 30_000);
afterEach(resetAppState);

const application: StudentApplication = studentApplication({
  updatedAt: '2026-11-20T10:00:00.000Z',
  files: [studentPhoto('p1', null)],
  events: [
    {
      id: 'e1',
      fromStatus: null,
      toStatus: 'submitted',
      message: 'We have received your application.',
      messageKey: 'studentPages.events.SUBMITTED',
      deadline: null,
      at: '2026-11-20T10:00:00.000Z',
    },
  ],
});

/** The application's page as the form opens it after a submit (`state`), or as any other visit does. */
const open = (state?: unknown, locale?: 'fr') => {
  localStorage.setItem('ACCESS_TOKEN', 'student-token');
  stubFetch(() => jsonResponse(200, { success: true, application }));
  renderPage(<MyApplicationPage />, {
    url: '/dashboard/applications/a1',
    path: '/dashboard/applications/:id',
    state,
    locale,
  });
};

describe('MyApplicationPage right after a submit (docs/product.md#apply-submit)', { timeout: 20_000 }, () => {
  it('says what happens next, above the application', async () => {
    open({ submitted: true });
    const notice = await screen.findByRole('status');
    expect(within(notice).getByRole('heading', { name: 'Your application has been sent. What happens next:' }));
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'We have e-mailed you a receipt with your application number.',
      'Our team checks your answers and each of your documents.',
      'If anything is missing or unclear, the status on this page becomes "Action required" and we e-mail you what to send.',
      'Once everything is in order, we send your application to the university and this page shows each step.',
    ]);
    expect(await screen.findByText('OKAFOR')).toBeInTheDocument();
  });

  it('in French', async () => {
    open({ submitted: true }, 'fr');
    expect(
      await screen.findByText('Votre candidature est envoyée. Et maintenant :', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/le statut de cette page devient « Action requise »/)).toBeInTheDocument();
  });

  it('is not there on a later visit', async () => {
    open();
    expect(await screen.findByText('OKAFOR')).toBeInTheDocument();
    expect(screen.queryByText('Your application has been sent. What happens next:')).toBeNull();
  });
});
