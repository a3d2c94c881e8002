import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PLACEMENT_SAVED_MESSAGE,
  PLACEMENT_UNIVERSITY_REQUIRED_MESSAGE,
  type StaffApplication,
  type StaffEvent,
} from '@studychina/contracts';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { useActions } from './application-actions';
import { PlacementPanel } from './PlacementPanel';

afterEach(resetAppState);

const event = (toStatus: StaffEvent['toStatus']): StaffEvent => ({
  id: toStatus,
  fromStatus: null,
  toStatus,
  message: 'M',
  deadline: null,
  at: '2026-11-20T10:00:00.000Z',
  actor: null,
  note: null,
});
type Shown = Pick<StaffApplication, 'id' | 'events' | 'placement'>;
const none = { forwardedUniversity: null, forwardedProgramme: null, admissionNumber: null };

function Panel({ application, reload }: { application: Shown; reload: () => void }) {
  return <PlacementPanel application={application} actions={useActions(reload)} />;
}
const open = (application: Shown, reload = vi.fn()) => {
  localStorage.setItem('ACCESS_TOKEN', 'staff-token');
  const fetch = stubFetch(() =>
    jsonResponse(200, { success: true, message: PLACEMENT_SAVED_MESSAGE, placement: application.placement }),
  );
  renderPage(<Panel application={application} reload={reload} />, { url: '/admin/applications/a1' });
  return fetch;
};

// Typing with user-event is slow on a busy machine: more than the default 5 s per test.
describe('PlacementPanel', { timeout: 20_000 }, () => {
  it('before the application is forwarded: says when it can be recorded, no fields', () => {
    open({ id: 'a1', events: [event('submitted'), event('under_review')], placement: none });
    expect(screen.getByRole('heading', { name: 'Where it went' })).toBeInTheDocument();
    expect(
      screen.getByText('Once the application is forwarded to a university, record here where it went.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('once forwarded: shows what is stored, saves the three fields with PUT and reloads', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    const fetch = open(
      {
        id: 'a1',
        events: [event('submitted'), event('forwarded_to_university')],
        placement: { ...none, forwardedUniversity: 'Zhejiang University' },
      },
      reload,
    );
    expect(screen.getByLabelText('University')).toHaveValue('Zhejiang University');
    await user.type(screen.getByLabelText('Programme'), 'Medicine (MBBS)');
    await user.type(screen.getByLabelText('Admission number'), ' ZJU-42 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PLACEMENT_SAVED_MESSAGE)).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/applications/a1/placement');
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(String(init!.body))).toEqual({
      forwardedUniversity: 'Zhejiang University',
      forwardedProgramme: 'Medicine (MBBS)',
      admissionNumber: 'ZJU-42',
    });
    expect(reload).toHaveBeenCalled();
  });

  it('a programme without a university is refused before any call', async () => {
    const user = userEvent.setup();
    const fetch = open({ id: 'a1', events: [event('forwarded_to_university')], placement: none });
    await user.type(screen.getByLabelText('Programme'), 'Medicine (MBBS)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PLACEMENT_UNIVERSITY_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
