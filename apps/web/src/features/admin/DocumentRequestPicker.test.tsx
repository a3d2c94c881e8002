import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REQUEST_NAME_REQUIRED_MESSAGE,
  STAFF_STATUS_LABELS,
  type StaffOutstandingDocument,
} from '@studychina/contracts';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { StatusPanel } from './StatusPanel';

afterEach(resetAppState);

const open = (
  outstanding: StaffOutstandingDocument[] = [],
  status: 'under_review' | 'forwarded_to_university' = 'under_review',
) => {
  const onSubmit = vi.fn(async () => true);
  // The API has no template and previews a mail for any body.
  stubFetch((url) =>
    url.endsWith('/templates')
      ? jsonResponse(200, { success: true, data: [] })
      : jsonResponse(200, { success: true, subject: 'Your application', text: 'Dear Amina,', html: '', locale: 'en' }),
  );
  renderPage(
    <StatusPanel
      applicationId="a1"
      status={status}
      locale="en"
      busy={false}
      onSubmit={onSubmit}
      outstanding={outstanding}
    />,
    { url: '/admin' },
  );
  return onSubmit;
};

const askForCorrections = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(screen.getByLabelText('Move to'), STAFF_STATUS_LABELS.action_required);
  await user.type(screen.getByLabelText('Message to the student'), 'Please send two documents.');
  await user.type(screen.getByLabelText('Deadline for the corrections'), '2026-12-01');
};

// Typing with user-event is slow on a busy machine: more than the default 5 s per test.
describe('requesting documents from the status panel', { timeout: 30_000 }, () => {
  it('sends the lists ticked (with their notes) and other documents by name, in the form order', async () => {
    const user = userEvent.setup();
    const onSubmit = open();
    await askForCorrections(user);
    const picker = screen.getByRole('group', { name: 'Documents to request' });
    await user.click(within(picker).getByLabelText('Bank Statement'));
    await user.click(within(picker).getByLabelText('Passport Data Page'));
    await user.type(
      within(picker).getByLabelText('Note for the student about Passport Data Page (optional)'),
      'The page with your photo',
    );
    await user.click(within(picker).getByRole('button', { name: 'Add another document' }));
    await user.type(within(picker).getByLabelText('Name of the document'), ' Signed declaration ');
    await user.type(within(picker).getByLabelText('What the student should send (optional)'), 'Signed and dated');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(onSubmit).toHaveBeenCalledWith({
      status: 'action_required',
      message: 'Please send two documents.',
      deadline: '2026-12-01',
      requests: [
        { listName: 'passportScan', note: 'The page with your photo' },
        { listName: 'bankStatement' },
        { name: 'Signed declaration', note: 'Signed and dated' },
      ],
    });
  });

  it('refuses another document without a name, and can remove it', async () => {
    const user = userEvent.setup();
    const onSubmit = open();
    await askForCorrections(user);
    await user.click(screen.getByRole('button', { name: 'Add another document' }));
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText(REQUEST_NAME_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove this document' }));
    expect(screen.queryByLabelText('Name of the document')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    // Nothing asked: no `requests` at all.
    expect(onSubmit).toHaveBeenCalledWith({
      status: 'action_required',
      message: 'Please send two documents.',
      deadline: '2026-12-01',
    });
  });

  it('does not offer a move that would fail, and says which documents are outstanding', () => {
    open(
      [
        {
          key: 'passportphoto',
          label: 'Passport Photo',
          reason: 'rejected',
          text: 'Passport Photo "a.jpg" (rejected, not replaced yet)',
        },
        {
          key: 'sponsorSignature',
          label: 'Sponsor Signature',
          reason: 'missing',
          text: 'Sponsor Signature (required, no file yet)',
        },
      ],
      'forwarded_to_university',
    );
    const select = screen.getByLabelText('Move to');
    const option = (label: string) => within(select).getByRole('option', { name: label }) as HTMLOptionElement;
    expect(option(STAFF_STATUS_LABELS.admitted).disabled).toBe(true);
    expect(option(STAFF_STATUS_LABELS.rejected).disabled).toBe(false);
    expect(select).toHaveAccessibleDescription(/Not possible yet \(Admitted\): documents are outstanding\./);
    const why = screen.getByRole('note');
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Passport Photo "a.jpg" (rejected, not replaced yet)', 'Sponsor Signature (required, no file yet)']);
  });

  it('offers every legal move when nothing is outstanding', () => {
    open([], 'forwarded_to_university');
    expect((screen.getByRole('option', { name: STAFF_STATUS_LABELS.admitted }) as HTMLOptionElement).disabled).toBe(
      false,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});
