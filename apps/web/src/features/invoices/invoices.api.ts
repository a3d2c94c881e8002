import type {
  InvoiceResponse,
  InvoicesResponse,
  PayLinkCreated,
  PayLinkResponse,
  PaystackStartResponse,
} from '@studychina/contracts';
import { apiFetch } from '../../lib/api';

/** The student's invoices and the sponsor's payment link (issue 30, docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md). */
export const invoicesApi = {
  list: (token: string | null, signal: AbortSignal) => apiFetch<InvoicesResponse>('/invoices', { token, signal }),
  one: (id: string, token: string | null, signal: AbortSignal) =>
    apiFetch<InvoiceResponse>(`/invoices/${id}`, { token, signal }),
  paystack: (id: string, token: string | null) =>
    apiFetch<PaystackStartResponse>(`/invoices/${id}/paystack`, { token, method: 'POST' }),
  verify: (id: string, token: string | null) =>
    apiFetch<InvoiceResponse>(`/invoices/${id}/paystack/verify`, { token, method: 'POST' }),
  currency: (id: string, currency: string, token: string | null) =>
    apiFetch<InvoiceResponse>(`/invoices/${id}/currency`, { token, method: 'PUT', body: { currency } }),
  share: (id: string, token: string | null) =>
    apiFetch<PayLinkCreated>(`/invoices/${id}/share`, { token, method: 'POST' }),
  revoke: (id: string, token: string | null) => apiFetch<null>(`/invoices/${id}/share`, { token, method: 'DELETE' }),
  transferProof: (id: string, body: FormData, token: string | null) =>
    apiFetch<InvoiceResponse>(`/invoices/${id}/transfer-proof`, { token, body }),
};

export const payLinkApi = {
  read: (link: string, signal: AbortSignal) =>
    apiFetch<PayLinkResponse>(`/pay/${encodeURIComponent(link)}`, { signal }),
  paystack: (link: string, email: string) =>
    apiFetch<PaystackStartResponse>(`/pay/${encodeURIComponent(link)}/paystack`, { body: { email } }),
  verify: (link: string) =>
    apiFetch<PayLinkResponse>(`/pay/${encodeURIComponent(link)}/paystack/verify`, { method: 'POST' }),
  transferProof: (link: string, body: FormData) =>
    apiFetch<PayLinkResponse>(`/pay/${encodeURIComponent(link)}/transfer-proof`, { body }),
};
