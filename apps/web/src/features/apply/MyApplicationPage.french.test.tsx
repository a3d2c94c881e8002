import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_FOLLOW_UP, STUDENT_STATUS_LABELS, type StudentApplication } from '@studychina/contracts';
import { loadFrench } from '../../lib/i18n';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { applicationFields, studentPhoto, studentApplication } from '../../test/test-data';
import { MyApplicationPage } from './MyApplicationPage';

// Issue 17: the student's application page of a French visit: statuses, timeline, reviews, corrections,
// history, documents from staff and withdrawing in French; dates through Intl; staff messages as written.
beforeAll(() => loadFrench(), 30_000);
afterEach(resetAppState);

const photo = (id: string, decision: 'accepted' | 'rejected' | null, position = 0) =>
  studentPhoto(id, decision, position, 'Trop floue');

const application: StudentApplication = studentApplication({
  status: 'action_required',
  deadline: '2026-12-01T12:00:00.000Z',
  fields: applicationFields('KONÉ'),
  files: [photo('p1', 'rejected'), photo('p2', 'accepted', 1)],
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
    {
      id: 'e2',
      fromStatus: 'submitted',
      toStatus: 'action_required',
      message: 'Merci d’envoyer une photo plus nette.',
      messageKey: null,
      deadline: '2026-12-01T12:00:00.000Z',
      at: '2026-11-21T10:00:00.000Z',
    },
  ],
  documentsFromStaff: [
    {
      id: 'd1',
      originalName: 'lettre-admission.pdf',
      size: 1000,
      mimeType: 'application/pdf',
      uploadedAt: '',
      erasedAt: null,
    },
  ],
});

describe('MyApplicationPage in French', { timeout: 30_000 }, () => {
  it('shows the status, timeline, reviews, history, deadline and actions in French', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'student-token');
    stubFetch(() => jsonResponse(200, { success: true, application }));
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<MyApplicationPage />, {
      url: '/dashboard/applications/a1',
      path: '/dashboard/applications/:id',
      locale: 'fr',
    });

    // The labels come with the French messages' chunk, just after the first render.
    expect(await screen.findByText('Refusé. Motif : Trop floue', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Votre candidature' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mes candidatures' })).toBeInTheDocument();
    expect(screen.getByText('Accepté')).toBeInTheDocument();
    // Status and timeline.
    expect(screen.getAllByText('Action requise').length).toBeGreaterThan(0);
    const timeline = screen.getByRole('list', { name: 'Avancement de votre candidature' });
    expect(within(timeline).getByText('Envoyée')).toBeInTheDocument();
    expect(within(timeline).getByText("Transmise à l'université")).toBeInTheDocument();
    // What to do, with the deadline as a French date.
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('1 document doit être remplacé');
    expect(note).toHaveTextContent('Veuillez envoyer vos corrections avant le 1 déc. 2026.');
    expect(note).toHaveTextContent('1 document de notre équipe à télécharger');
    expect(screen.getByRole('button', { name: 'Envoyer les corrections' })).toBeDisabled();
    // What is still missing, named in French.
    const hint = screen.getByRole('button', { name: 'Envoyer les corrections' });
    expect(hint).toHaveAccessibleDescription(
      "Il manque encore, avant de pouvoir envoyer vos corrections : Photo d'identité « p1.jpg » (refusé, pas encore remplacé)",
    );
    // The read-only answers and documents in French.
    expect(screen.getByRole('heading', { name: 'Informations personnelles' })).toBeInTheDocument();
    expect(screen.getByText('Nom de famille')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Photo d'identité" })).toBeInTheDocument();
    const fromStaff = screen.getByRole('region', { name: 'Documents de notre équipe' });
    expect(within(fromStaff).getByRole('button', { name: 'Télécharger lettre-admission.pdf' })).toBeInTheDocument();
    // History: our own event text translated, the staff message as written, French dates.
    const history = screen.getByRole('region', { name: 'Historique' });
    expect(within(history).getByText('Nous avons bien reçu votre candidature.')).toBeInTheDocument();
    expect(within(history).getByText('Merci d’envoyer une photo plus nette.')).toBeInTheDocument();
    expect(within(history).getByText('20 nov. 2026')).toBeInTheDocument();

    // A replacement of the wrong type is refused in French.
    await user.upload(screen.getByLabelText(/Remplacer/), new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText("scan.pdf : ce type de fichier n'est pas accepté pour ce document."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer les nouveaux fichiers' })).toBeDisabled();

    // Withdrawing asks in French.
    await user.click(screen.getByRole('button', { name: 'Retirer la candidature' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Retirer cette candidature ?');
    expect(screen.getByRole('button', { name: 'Oui, retirer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Garder ma candidature' })).toBeInTheDocument();

    // No English sentence of these pages is left.
    const page = document.body.textContent ?? '';
    const english = [
      ...Object.values<unknown>(STUDENT_FOLLOW_UP).filter((text): text is string => typeof text === 'string'),
      ...Object.values(STUDENT_STATUS_LABELS),
      'We have received your application.',
      'Personal',
      'Surname',
    ];
    expect(english.filter((text) => page.includes(text))).toEqual([]);
  });

  it('says in French that a document from our team was erased, with nothing to download', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'student-token');
    const erased = { ...application.documentsFromStaff[0]!, erasedAt: '2028-12-01T02:17:03.000Z' };
    const closed = { ...application, status: 'rejected' as const, deadline: null, documentsFromStaff: [erased] };
    stubFetch(() => jsonResponse(200, { success: true, application: closed }));
    renderPage(<MyApplicationPage />, {
      url: '/dashboard/applications/a1',
      path: '/dashboard/applications/:id',
      locale: 'fr',
    });
    const fromStaff = await screen.findByRole('region', { name: 'Documents de notre équipe' }, { timeout: 20_000 });
    const item = within(fromStaff).getByText('lettre-admission.pdf').closest('li')!;
    expect(item).toHaveTextContent(/Effacé\s: nous ne le conservons plus/);
    expect(within(item).queryByRole('button')).toBeNull();
    // Nothing left to download: no call to action.
    expect(screen.queryByRole('note')).toBeNull();
  });
});
