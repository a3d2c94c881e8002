import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_STATUS_LABELS } from '@studychina/contracts';
import { errorResponse, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { StatusPanel } from './StatusPanel';

afterEach(resetAppState);

const PREVIEW_URL = '/api/v1/admin/applications/a1/status/preview';
const FRENCH_MAIL = {
  success: true,
  subject: 'Votre candidature : Action requise',
  text: "Bonjour Awa,\n\nDocuments à remplacer :\n  - Photo d'identité (photo.jpg) : Trop sombre\n\nVeuillez déposer les documents corrigés dans votre espace avant le 3 décembre 2026.",
  html: '<p>Bonjour Awa,</p>',
  locale: 'fr',
};

function open(preview: () => Response) {
  localStorage.setItem('ACCESS_TOKEN', 'staff-token');
  const fetch = stubFetch((url) =>
    url.endsWith('/templates') ? jsonResponse(200, { success: true, data: [] }) : preview(),
  );
  renderPage(
    <StatusPanel
      applicationId="a1"
      status="under_review"
      locale="fr"
      busy={false}
      onSubmit={vi.fn(async () => true)}
    />,
    { url: '/admin' },
  );
  const previews = () => fetch.mock.calls.filter(([url]) => url === PREVIEW_URL);
  return { previews, group: () => screen.getByRole('group', { name: 'What the student will receive' }) };
}

// Typing with user-event is slow on a busy machine: more than the default 5 s per test.
describe('the mail preview', { timeout: 20_000 }, () => {
  it("shows the API's mail in the student's language, asked for the form's exact body once typing pauses", async () => {
    const user = userEvent.setup();
    const { previews, group } = open(() => jsonResponse(200, FRENCH_MAIL));
    await user.selectOptions(screen.getByLabelText('Move to'), STAFF_STATUS_LABELS.action_required);
    expect(group()).toHaveTextContent('The e-mail appears here as soon as you write the message.');
    const message = 'Merci de renvoyer une photo plus claire.';
    await user.type(screen.getByLabelText('Message to the student'), message);
    await user.type(screen.getByLabelText('Deadline for the corrections'), '2026-12-03');
    await user.type(screen.getByLabelText(/Internal note/), 'vu');

    expect(await within(group()).findByText(FRENCH_MAIL.subject, {}, { timeout: 5000 })).toBeVisible();
    expect(group()).toHaveTextContent("In French, the student's language");
    expect(group()).toHaveTextContent("Photo d'identité (photo.jpg) : Trop sombre");
    expect(group()).toHaveTextContent('avant le 3 décembre 2026');
    // One request per pause in typing, not per key; the last one is the body the change would send.
    await vi.waitFor(() =>
      expect(JSON.parse(String(previews().at(-1)![1]!.body))).toEqual({
        status: 'action_required',
        message,
        deadline: '2026-12-03',
        note: 'vu',
      }),
    );
    expect(previews().length).toBeLessThan(5);
  });

  it('says why the change would be refused instead of showing a mail', async () => {
    const user = userEvent.setup();
    const { group } = open(() =>
      errorResponse(409, 'DOCUMENTS_OUTSTANDING', 'Some documents are still outstanding: Passport photo.'),
    );
    await user.selectOptions(screen.getByLabelText('Move to'), STAFF_STATUS_LABELS.forwarded_to_university);
    await user.type(screen.getByLabelText('Message to the student'), 'Sent on.');
    expect(
      await within(group()).findByText('Some documents are still outstanding: Passport photo.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(within(group()).queryByText(/Subject/)).toBeNull();
  });
});
