import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_STATUS_LABELS, type Locale, type MessageTemplate } from '@studychina/contracts';
import { errorResponse, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { StatusPanel } from './StatusPanel';

afterEach(resetAppState);

const template = (over: Partial<MessageTemplate>): MessageTemplate => ({
  id: 't1',
  status: 'action_required',
  title: 'Clearer passport photo',
  messageEn: 'Please upload a clearer photo.',
  messageFr: 'Merci de déposer une photo plus nette.',
  position: 0,
  updatedBy: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const TEMPLATES = [
  template({}),
  template({ id: 't2', title: 'Signature missing', messageEn: 'Please sign.', messageFr: 'Merci de signer.' }),
  template({ id: 't3', status: 'rejected', title: 'Not successful', messageEn: 'Sorry.', messageFr: 'Désolés.' }),
];

function open(locale: Locale) {
  localStorage.setItem('ACCESS_TOKEN', 'staff-token');
  stubFetch((url) =>
    url.endsWith('/templates')
      ? jsonResponse(200, { success: true, data: TEMPLATES })
      : errorResponse(422, 'VALIDATION_FAILED', 'A deadline is required when asking the student for corrections.'),
  );
  const onSubmit = vi.fn(async () => true);
  renderPage(
    <StatusPanel applicationId="a1" status="under_review" locale={locale} busy={false} onSubmit={onSubmit} />,
    {
      url: '/admin',
    },
  );
  return onSubmit;
}

// Typing with user-event is slow on a busy machine: more than the default 5 s per test.
describe('the template picker', { timeout: 20_000 }, () => {
  it("offers the chosen status's templates and fills the message in the student's French, still editable", async () => {
    const user = userEvent.setup();
    const onSubmit = open('fr');
    await user.selectOptions(screen.getByLabelText('Move to'), STAFF_STATUS_LABELS.action_required);
    const picker = await screen.findByLabelText('Start from a template (fills the message in French)');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a template', 'Clearer passport photo', 'Signature missing']);
    await user.selectOptions(picker, 'Signature missing');
    const message = screen.getByLabelText('Message to the student');
    expect(message).toHaveValue('Merci de signer.');
    await user.type(message, ' Merci.');
    await user.type(screen.getByLabelText('Deadline for the corrections'), '2026-12-03');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(onSubmit).toHaveBeenCalledWith({
      status: 'action_required',
      message: 'Merci de signer. Merci.',
      deadline: '2026-12-03',
    });
  });

  it('fills English for an English-speaking student, and shows nothing for a status without templates', async () => {
    const user = userEvent.setup();
    open('en');
    await user.selectOptions(screen.getByLabelText('Move to'), STAFF_STATUS_LABELS.rejected);
    await user.selectOptions(
      await screen.findByLabelText('Start from a template (fills the message in English)'),
      'Not successful',
    );
    expect(screen.getByLabelText('Message to the student')).toHaveValue('Sorry.');
    await user.selectOptions(screen.getByLabelText('Move to'), STAFF_STATUS_LABELS.forwarded_to_university);
    expect(screen.queryByLabelText(/Start from a template/)).toBeNull();
  });
});
