import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PayLinkInvoice } from '@studychina/contracts';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { PayLinkPage } from './PayLinkPage';

afterEach(resetAppState);

const invoice: PayLinkInvoice = {
  number: 'INV-2026-00042',
  status: 'unpaid',
  total: 15_000_000,
  currency: 'NGN',
  paid: 0,
  due: 15_000_000,
  studentFirstName: 'Chiamaka',
  lines: [{ kind: 'service_fee', label: 'Service fee', amount: 50_000, currency: 'USD', converted: 15_000_000 }],
  payments: [],
  bankTransfer: {
    bankName: 'Zenith Bank',
    accountName: 'StudyChina Consultancy Ltd',
    accountNumber: '1012345678',
    sortCode: null,
    swift: 'ZEIBNGLA',
    instructions: 'Write the invoice number in the narration.',
    reference: 'INV-2026-00042',
  },
  expiresAt: '2026-12-11T10:00:00.000Z',
};

describe('the payment link page, paying by bank transfer', () => {
  it('shows the account and the reference, sends the proof with the payer’s name, and lists it as pending', async () => {
    const sent: FormData[] = [];
    const fetch = stubFetch((url, init) => {
      if (url.endsWith('/transfer-proof')) {
        sent.push(init.body as FormData);
        const pending = { method: 'bank_transfer', status: 'pending', amount: invoice.due, currency: 'NGN' } as const;
        return jsonResponse(201, {
          data: { ...invoice, payments: [{ ...pending, createdAt: '2026-11-27T10:00:00Z' }] },
        });
      }
      return jsonResponse(200, { data: invoice });
    });
    renderPage(<PayLinkPage />, { url: '/pay/tok_abc', path: '/pay/:token' });

    const panel = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    expect(within(panel).getByText('Send NGN 150,000.00 to this account', { exact: false })).toBeInTheDocument();
    for (const value of ['Zenith Bank', 'StudyChina Consultancy Ltd', '1012345678', 'ZEIBNGLA'])
      expect(within(panel).getByText(value)).toBeInTheDocument();
    expect(within(panel).getByText('Reference to quote').nextSibling).toHaveTextContent('INV-2026-00042');
    expect(within(panel).queryByText('Sort code')).not.toBeInTheDocument();

    const user = userEvent.setup();
    const slip = new File(['%PDF-1.4 receipt'], 'slip.pdf', { type: 'application/pdf' });
    await user.upload(within(panel).getByLabelText('Proof of payment (photo or PDF)'), slip);
    await user.type(within(panel).getByLabelText('Name of the person who sent it'), 'Emeka Okafor');
    fireEvent.submit(within(panel).getByRole('button', { name: 'Send the proof' }).closest('form')!);

    expect(await screen.findByText('Proof sent: we confirm it once the money arrives.')).toBeInTheDocument();
    const url = String(fetch.mock.calls.at(-1)![0]);
    expect(url).toMatch(/\/pay\/tok_abc\/transfer-proof$/);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.has('file')).toBe(true);
    expect(sent[0]!.get('payerName')).toBe('Emeka Okafor');
    // The day was left empty: it is not sent, so the API does not refuse an empty date.
    expect(sent[0]!.has('paidOn')).toBe(false);
    const payments = await screen.findByRole('region', { name: 'Payments' });
    await waitFor(() => expect(within(payments).getByText('Pending')).toBeInTheDocument());
    expect(within(payments).getByText('Bank transfer')).toBeInTheDocument();
  });

  it('offers no bank transfer while the consultancy has set no account', async () => {
    stubFetch(() => jsonResponse(200, { data: { ...invoice, bankTransfer: null } }));
    renderPage(<PayLinkPage />, { url: '/pay/tok_abc', path: '/pay/:token' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-00042' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).not.toBeInTheDocument();
  });
});
