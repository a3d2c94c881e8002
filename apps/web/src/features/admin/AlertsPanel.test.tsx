import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { ApplicationPage } from './ApplicationPage';
import { staffApplication } from './staff-application.fixture';

afterEach(resetAppState);

// The alerts sent to the student and a free-form message (docs/decisions/0138-whatsapp-and-sms-alerts.md).
describe('AlertsPanel', { timeout: 20_000 }, () => {
  it('lists each alert with its channel and state, and sends a message to the student', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'staff-token');
    const application = staffApplication({
      alerts: [
        { channel: 'whatsapp', state: 'read', providerId: 'wamid.ABC', at: '2026-11-27T10:00:00.000Z', kind: 'status' },
        { channel: 'email', state: 'held', providerId: null, at: '2026-11-27T10:00:00.000Z', kind: 'status' },
      ],
    });
    const fetch = stubFetch((url, init) =>
      url.endsWith('/alerts') && init?.method === 'POST'
        ? jsonResponse(202, { success: true, message: 'Message queued for SMS.' })
        : url.endsWith('/templates')
          ? jsonResponse(200, { success: true, data: [] })
          : jsonResponse(200, { success: true, application }),
    );
    renderPage(<ApplicationPage />, { url: '/admin/applications/a1', path: '/admin/applications/:id' });
    const panel = (await screen.findByRole('heading', { name: 'Alerts to the student' })).closest('section')!;
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('WhatsApp · Status change · Read');
    expect(items[0]).toHaveTextContent('wamid.ABC');
    expect(items[1]).toHaveTextContent('E-mail · Status change · Not needed (sent on WhatsApp or SMS)');

    await userEvent.type(within(panel).getByLabelText('Message'), 'Please call us.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send message' }));
    const call = fetch.mock.calls.find(([url, init]) => String(url).endsWith('/alerts') && init?.method === 'POST');
    expect(call?.[0]).toBe('/api/v1/admin/applications/a1/alerts');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ channel: 'sms', text: 'Please call us.' });
  });
});
