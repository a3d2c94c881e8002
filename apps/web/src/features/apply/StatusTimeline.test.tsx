import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StudentApplication, StudentFile } from '@studychina/contracts';
import { CallToAction, followUpOf, StatusTimeline } from './StatusTimeline';

const steps = () =>
  within(screen.getByRole('list', { name: 'Progress of your application' }))
    .getAllByRole('listitem')
    .map((item) => ({
      text: item.querySelector('.timeline-label')!.textContent,
      state: item.className.replace('timeline-step is-', ''),
      current: item.getAttribute('aria-current') === 'step',
    }));

const file = (id: string, decision: 'accepted' | 'rejected' | null, replacedAt: string | null = null): StudentFile => ({
  id,
  listName: 'passportphoto',
  position: 0,
  originalName: `${id}.jpg`,
  size: 1000,
  mimeType: 'image/jpeg',
  uploadedAt: '2026-11-20T10:00:00.000Z',
  review: decision
    ? { decision, reason: decision === 'rejected' ? 'Blurry' : null, at: '2026-11-21T10:00:00.000Z' }
    : null,
  replaces: null,
  replacedAt,
  uploadedByStaff: false,
  requestId: null,
  erasedAt: null,
});

const application = (over: Partial<StudentApplication>): StudentApplication =>
  ({
    id: 'a1',
    status: 'action_required',
    deadline: '2026-12-01T23:59:59.000Z',
    files: [],
    events: [],
    documentsFromStaff: [],
    requests: [],
    ...over,
  }) as StudentApplication;

describe('StatusTimeline', () => {
  it('shows submitted → under review → sent to the university → admitted, with the current step marked', () => {
    render(<StatusTimeline status="under_review" />);
    expect(steps()).toEqual([
      { text: 'Submitted', state: 'done', current: false },
      { text: 'Under review', state: 'current', current: true },
      { text: 'Sent to the university', state: 'upcoming', current: false },
      { text: 'Admitted', state: 'upcoming', current: false },
    ]);
  });

  it('puts "Action required" in the review step while corrections are due', () => {
    render(<StatusTimeline status="action_required" />);
    expect(steps()[1]).toEqual({ text: 'Action required', state: 'current', current: true });
  });

  it('ends with every step done once admitted', () => {
    render(<StatusTimeline status="admitted" />);
    expect(steps().map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(steps()[3]!.current).toBe(true);
  });

  it('shows where an unsuccessful application stopped, then how it ended', () => {
    render(
      <StatusTimeline
        status="rejected"
        events={[
          { fromStatus: null, toStatus: 'submitted' },
          { fromStatus: 'submitted', toStatus: 'under_review' },
          { fromStatus: 'under_review', toStatus: 'rejected' },
        ]}
      />,
    );
    expect(steps()).toEqual([
      { text: 'Submitted', state: 'done', current: false },
      { text: 'Under review', state: 'done', current: false },
      { text: 'Not successful', state: 'current', current: true },
    ]);
  });
});

describe('CallToAction', () => {
  const renderCta = (app: StudentApplication) =>
    render(
      <MemoryRouter>
        <CallToAction application={followUpOf(app)} href="/dashboard/applications/a1" />
      </MemoryRouter>,
    );

  it('counts the rejected documents not yet replaced, with the deadline and a link', () => {
    renderCta(
      application({
        files: [
          file('p1', 'rejected'),
          file('p2', 'rejected'),
          file('old', 'rejected', '2026-11-22T10:00:00.000Z'),
          file('ok', 'accepted'),
        ],
      }),
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('2 documents need to be replaced');
    expect(note).toHaveTextContent('Please send your corrections by 1 Dec 2026.');
    expect(within(note).getByRole('link', { name: 'View application' })).toHaveAttribute(
      'href',
      '/dashboard/applications/a1',
    );
  });

  it('counts the documents our team asked for and not received yet, with the deadline', () => {
    const asked = (id: string, state: 'open' | 'fulfilled') => ({
      id,
      listName: 'passportScan',
      name: null,
      note: null,
      state,
      requestedAt: '2026-11-21T10:00:00.000Z',
      fulfilledAt: null,
    });
    renderCta(application({ requests: [asked('r1', 'open'), asked('r2', 'open'), asked('r3', 'fulfilled')] }));
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('2 documents requested');
    expect(note).toHaveTextContent('Please send your corrections by 1 Dec 2026.');
    expect(note).not.toHaveTextContent('replaced');
  });

  it('says "1 document" in the singular', () => {
    renderCta(application({ files: [file('p1', 'rejected')] }));
    expect(screen.getByRole('note')).toHaveTextContent('1 document needs to be replaced');
  });

  it('asks nothing when nothing is needed', () => {
    renderCta(application({ status: 'under_review', files: [file('p1', 'rejected')] }));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('points to documents from staff', () => {
    renderCta(
      application({
        status: 'admitted',
        documentsFromStaff: [
          {
            id: 'd1',
            originalName: 'letter.pdf',
            size: 1,
            mimeType: 'application/pdf',
            uploadedAt: '2026-11-23T10:00:00.000Z',
            erasedAt: null,
          },
        ],
      }),
    );
    expect(screen.getByRole('note')).toHaveTextContent('1 document from our team to download');
  });
});
