import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEADLINE_REQUIRED_MESSAGE,
  STAFF_STATUS_LABELS,
  STATUS_MESSAGE_REQUIRED_MESSAGE,
  type ApplicationStatus,
} from '@studychina/contracts';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { StatusPanel, staffNextStatuses } from './StatusPanel';

afterEach(resetAppState);

/** The panel of application a1; the API has no template and previews a mail for any body. */
const open = (status: ApplicationStatus, onSubmit = vi.fn(async () => true)) => {
  stubFetch((url) =>
    url.endsWith('/templates')
      ? jsonResponse(200, { success: true, data: [] })
      : jsonResponse(200, {
          success: true,
          subject: 'Your application: Under review',
          text: 'Dear Amina,\n\nWe are looking at it.',
          html: '<p>Dear Amina,</p>',
          locale: 'en',
        }),
  );
  renderPage(<StatusPanel applicationId="a1" status={status} locale="en" busy={false} onSubmit={onSubmit} />, {
    url: '/admin',
  });
  return onSubmit;
};

const offered = () =>
  within(screen.getByLabelText('Move to'))
    .getAllByRole('option')
    .filter((option) => !(option as HTMLOptionElement).disabled)
    .map((option) => option.textContent);

// Typing with user-event is slow on a busy machine: more than the default 5 s per test.
describe('StatusPanel', { timeout: 20_000 }, () => {
  it.each([
    ['submitted', ['under_review', 'rejected']],
    ['under_review', ['action_required', 'forwarded_to_university', 'rejected']],
    ['action_required', ['under_review']],
    ['forwarded_to_university', ['admitted', 'rejected']],
  ] as const)('offers from %s only the legal next statuses of the graph', (status, legal) => {
    open(status);
    expect(offered()).toEqual(legal.map((s) => STAFF_STATUS_LABELS[s]));
    // Withdrawing is the student's move, never offered to staff.
    expect(offered()).not.toContain(STAFF_STATUS_LABELS.withdrawn);
  });

  it.each(['admitted', 'rejected', 'withdrawn'] as const)('offers nothing once %s (final)', (status) => {
    open(status);
    expect(staffNextStatuses(status)).toEqual([]);
    expect(screen.queryByLabelText('Move to')).toBeNull();
    expect(screen.getByText('This application is closed: no status change is possible.')).toBeInTheDocument();
  });

  it('requires the message to the student, then sends status, message and note, and shows the mail', async () => {
    const user = userEvent.setup();
    const onSubmit = open('submitted');
    await user.selectOptions(screen.getByLabelText('Move to'), STAFF_STATUS_LABELS.under_review);
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText(STATUS_MESSAGE_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Message to the student'), 'We are looking at it.');
    await user.type(screen.getByLabelText(/Internal note/), 'Checked passport.');
    const preview = screen.getByRole('group', { name: 'What the student will receive' });
    expect(await within(preview).findByText('Your application: Under review', {}, { timeout: 3000 })).toBeVisible();
    expect(preview).toHaveTextContent('We are looking at it.');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(onSubmit).toHaveBeenCalledWith({
      status: 'under_review',
      message: 'We are looking at it.',
      note: 'Checked passport.',
    });
  });

  it('asks for a deadline when requesting corrections', async () => {
    const user = userEvent.setup();
    const onSubmit = open('under_review');
    await user.selectOptions(screen.getByLabelText('Move to'), STAFF_STATUS_LABELS.action_required);
    await user.type(screen.getByLabelText('Message to the student'), 'Please send a clearer photo.');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText(DEADLINE_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Deadline for the corrections'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(onSubmit).toHaveBeenCalledWith({
      status: 'action_required',
      message: 'Please send a clearer photo.',
      deadline: '2026-12-01',
    });
  });
});
