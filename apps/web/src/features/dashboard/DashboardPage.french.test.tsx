import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadFrench } from '../../lib/i18n';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { ADA } from '../../test/test-data';
import { MyApplications } from '../apply/MyApplications';
import { DashboardPage } from './DashboardPage';

// Issue 17: the dashboard and its list of applications of a French visit, our event texts included.
beforeAll(() => loadFrench(), 30_000);
afterEach(resetAppState);

describe('DashboardPage in French', { timeout: 30_000 }, () => {
  it('greets, lists and says what to do in French; a staff message stays as written', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'token-abc');
    stubFetch((url) =>
      url === '/api/v1/user/me'
        ? jsonResponse(200, { user: { ...ADA, firstname: 'Awa', locale: 'fr' } })
        : jsonResponse(200, {
            success: true,
            applications: [
              {
                id: 'a2',
                majorFirstChoice: 'Medicine (MBBS)',
                majorSecondChoice: null,
                status: 'action_required',
                createdAt: '2026-11-20T10:00:00.000Z',
                fileCount: 5,
                deadline: '2026-12-01T12:00:00.000Z',
                lastMessage: 'Merci de remplacer votre photo.',
                lastMessageKey: null,
                documentsToReplace: 2,
                documentsFromStaff: 0,
                statusChanges: [
                  { fromStatus: null, toStatus: 'submitted' },
                  { fromStatus: 'submitted', toStatus: 'action_required' },
                ],
              },
              {
                id: 'a1',
                majorFirstChoice: 'Civil Engineering',
                majorSecondChoice: null,
                status: 'withdrawn',
                createdAt: '2026-03-02T10:00:00.000Z',
                fileCount: 1,
                deadline: null,
                lastMessage: 'You withdrew your application.',
                lastMessageKey: 'studentPages.events.WITHDRAWN',
                documentsToReplace: 0,
                documentsFromStaff: 0,
                statusChanges: [{ fromStatus: 'submitted', toStatus: 'withdrawn' }],
              },
            ],
          }),
    );
    renderPage(<DashboardPage applications={<MyApplications />} onLogout={() => undefined} />, {
      url: '/dashboard',
      locale: 'fr',
    });

    expect(await screen.findByRole('navigation', { name: 'Tableau de bord' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /, Awa$/ })).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('2 documents doivent être remplacés');
    expect(note).toHaveTextContent('Veuillez envoyer vos corrections avant le 1 déc. 2026.');
    expect(screen.getAllByRole('link', { name: 'Voir la candidature' })).toHaveLength(2);
    expect(screen.getByText('Merci de remplacer votre photo.')).toBeInTheDocument();
    expect(screen.getByText('Vous avez retiré votre candidature.')).toBeInTheDocument();
    expect(screen.getAllByText('Retirée').length).toBeGreaterThan(0);
    const page = document.body.textContent ?? '';
    expect(
      [
        'You withdrew',
        'Welcome back',
        'Withdrawn',
        'Action required',
        'View application',
        'need to be replaced',
      ].filter((text) => page.includes(text)),
    ).toEqual([]);
  });
});
