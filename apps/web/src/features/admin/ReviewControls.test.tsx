import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_REASON_REQUIRED_MESSAGE } from '@studychina/contracts';
import { renderPage, resetAppState } from '../../test/app-harness';
import { ReviewControls } from './ReviewControls';

afterEach(resetAppState);

const open = (onReview = vi.fn(async () => true), busy = false, current: 'accepted' | 'rejected' | null = null) => {
  renderPage(<ReviewControls name="photo.jpg" busy={busy} onReview={onReview} current={current} />, {
    url: '/admin',
  });
  return onReview;
};

// Typing with user-event is slow on a busy machine: more than the default 5 s per test.
describe('ReviewControls', { timeout: 20_000 }, () => {
  it('accepts in one press', async () => {
    const onReview = open();
    await userEvent.click(screen.getByRole('button', { name: 'Accept photo.jpg' }));
    expect(onReview).toHaveBeenCalledWith({ decision: 'accepted' });
  });

  it('rejects only with a reason, which it sends', async () => {
    const user = userEvent.setup();
    const onReview = open();
    await user.click(screen.getByRole('button', { name: 'Reject photo.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Reject document' }));
    expect(await screen.findByText(REVIEW_REASON_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(onReview).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Reason for rejecting (the student reads it)'), 'Too blurry');
    await user.click(screen.getByRole('button', { name: 'Reject document' }));
    expect(onReview).toHaveBeenCalledWith({ decision: 'rejected', reason: 'Too blurry' });
    // Saved: back to the two buttons.
    expect(await screen.findByRole('button', { name: 'Accept photo.jpg' })).toBeInTheDocument();
  });

  it('can cancel a rejection, and is disabled while an action runs', async () => {
    const user = userEvent.setup();
    open(vi.fn(async () => true));
    await user.click(screen.getByRole('button', { name: 'Reject photo.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Reject photo.jpg' })).toBeEnabled();
    resetAppState();
  });

  it('disables both buttons while busy', () => {
    open(
      vi.fn(async () => true),
      true,
    );
    expect(screen.getByRole('button', { name: 'Accept photo.jpg' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject photo.jpg' })).toBeDisabled();
  });

  it('asks before turning an acceptance into a rejection, then asks the reason', async () => {
    const user = userEvent.setup();
    const onReview = open(
      vi.fn(async () => true),
      false,
      'accepted',
    );
    await user.click(screen.getByRole('button', { name: 'Reject photo.jpg' }));
    const dialog = screen.getByRole('alertdialog', { name: 'photo.jpg is accepted. Change the decision to rejected?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Reason for rejecting (the student reads it)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reject photo.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Yes, change it' }));
    await user.type(screen.getByLabelText('Reason for rejecting (the student reads it)'), 'Expired');
    await user.click(screen.getByRole('button', { name: 'Reject document' }));
    expect(onReview).toHaveBeenCalledWith({ decision: 'rejected', reason: 'Expired' });
  });

  it('asks before accepting a rejected document; the same decision again needs no confirmation', async () => {
    const user = userEvent.setup();
    const onReview = open(
      vi.fn(async () => true),
      false,
      'rejected',
    );
    await user.click(screen.getByRole('button', { name: 'Accept photo.jpg' }));
    expect(onReview).not.toHaveBeenCalled();
    await user.click(
      within(screen.getByRole('alertdialog', { name: /is rejected\. Change the decision to accepted\?$/ })).getByRole(
        'button',
        { name: 'Yes, change it' },
      ),
    );
    expect(onReview).toHaveBeenCalledWith({ decision: 'accepted' });
    await user.click(screen.getByRole('button', { name: 'Reject photo.jpg' }));
    expect(screen.getByLabelText('Reason for rejecting (the student reads it)')).toBeInTheDocument();
  });
});
