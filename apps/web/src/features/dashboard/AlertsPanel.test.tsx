import { Suspense } from 'react';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertSettings } from '@studychina/contracts';
import { errorResponse, jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { AlertsPanel } from './AlertsPanel';

afterEach(() => {
  cleanup();
  resetAppState();
  vi.restoreAllMocks();
});

const off = { state: 'off' as const, consentAt: null, stoppedAt: null };
const settings = (
  available: boolean,
  whatsapp: Partial<AlertSettings['channels']['whatsapp']> = {},
  phone: string | null = null,
): AlertSettings => ({
  whatsapp: whatsapp.state === 'on',
  sms: false,
  phone,
  channels: { whatsapp: { available, ...off, ...whatsapp }, sms: { available, ...off } },
});
const answer = (alerts: AlertSettings, message?: string) => jsonResponse(200, { success: true, message, alerts });

const open = async () => {
  localStorage.setItem('ACCESS_TOKEN', 'tok');
  await act(async () => {
    renderPage(
      <Suspense>
        <AlertsPanel />
      </Suspense>,
      { url: '/dashboard' },
    );
  });
};

describe('AlertsPanel', () => {
  it('with no provider configured, says alerts come by e-mail only and shows no switches', async () => {
    stubFetch(() => answer(settings(false)));
    await open();
    expect(await screen.findByText('Alerts come by e-mail only for now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alerts on WhatsApp and SMS' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('turns WhatsApp on, takes the code sent there, and shows it on with the consent time', async () => {
    const phone = '+234 803 123 4567';
    const fetch = stubFetch((url, init) => {
      if (url.endsWith('/alerts/verify'))
        return JSON.parse(String(init.body)).code === '123456'
          ? answer(settings(true, { state: 'on', consentAt: '2026-11-27T10:30:00.000Z' }, phone), 'WhatsApp is on.')
          : errorResponse(422, 'VALIDATION_FAILED', 'This code is wrong.');
      if (init.method === 'PUT')
        return answer(settings(true, { state: 'pending' }, phone), `We sent a code on WhatsApp to ${phone}.`);
      return answer(settings(true));
    });
    await open();
    fireEvent.change(await screen.findByLabelText('Phone number for alerts'), { target: { value: '0803 123 4567' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'WhatsApp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(await screen.findByText(`We sent a code on WhatsApp to ${phone}.`)).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/v1/user/alerts');
    expect(JSON.parse(String(put[1]!.body))).toEqual({ whatsapp: true, sms: false, phone });

    const states = screen.getByRole('list');
    expect(states).toHaveAttribute('aria-live', 'polite');
    expect(within(states).getByText(/Waiting for the code we sent/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Code received on WhatsApp'), { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByText('This code is wrong.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Code received on WhatsApp'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await screen.findByText('WhatsApp is on.')).toBeInTheDocument();
    expect(within(states).getByText(/On, since November 27, 2026/)).toBeInTheDocument();
    const verify = fetch.mock.calls.at(-1)!;
    expect(String(verify[0])).toBe('/api/v1/user/alerts/verify');
    expect(JSON.parse(String(verify[1]!.body))).toEqual({ channel: 'whatsapp', code: '123456' });
  });

  it('turns WhatsApp off at any time', async () => {
    const phone = '+234 803 123 4567';
    const fetch = stubFetch((_url, init) =>
      init.method === 'PUT'
        ? answer(settings(true, {}, phone), 'Your choice is saved.')
        : answer(settings(true, { state: 'on', consentAt: '2026-11-27T10:30:00.000Z' }, phone)),
    );
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off WhatsApp' }));
    expect(await screen.findByText('Your choice is saved.')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls.at(-1)![1]!.body))).toEqual({ whatsapp: false, sms: false, phone });
    expect(screen.getByRole('checkbox', { name: 'WhatsApp' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Turn off WhatsApp' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByText(/Off/)).toHaveLength(2);
  });

  it('shows the field error the API gives for the phone', async () => {
    stubFetch((_url, init) =>
      init.method === 'PUT'
        ? errorResponse(422, 'VALIDATION_FAILED', 'Enter the number with its country code.', {
            phone: ['Enter the number with its country code.'],
          })
        : answer(settings(true)),
    );
    await open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'SMS (text message)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    const field = screen.getByLabelText('Phone number for alerts');
    await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Enter the number with its country code.').length).toBeGreaterThan(0);
  });
});
