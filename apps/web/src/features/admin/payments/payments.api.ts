import {
  ADMIN_API_PREFIX,
  type AddInvoiceLineBody,
  type AdminPaymentsResponse,
  type ChangeInvoiceLineBody,
  type RefundBody,
  type StaffInvoice,
} from '@studychina/contracts';
import { apiDownload, apiFetch } from '../../../lib/api';

/* The payments screens' calls (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md), under /api/v1/admin. */

type Token = string | null;
const prefix = ADMIN_API_PREFIX;
const payment = (id: string) => `/payments/${encodeURIComponent(id)}`;
const invoice = (id: string) => `/invoices/${encodeURIComponent(id)}`;
type InvoiceAnswer = { data: StaffInvoice };

export const paymentsApi = {
  /** `search`: the page's own query string ("?status=pending&page=2", or ""). */
  list: (search: string, token: Token, signal: AbortSignal) =>
    apiFetch<AdminPaymentsResponse>(`/payments${search}`, { token, signal, prefix }),
  csv: (search: string, token: Token) => apiDownload(`/payments.csv${search}`, { token, prefix }),
  /** A bank transfer's proof, as the payer sent it (the transfer slice's route). */
  proof: (id: string, token: Token) => apiDownload(`${payment(id)}/proof`, { token, prefix }),
  confirm: (id: string, amount: number, token: Token) =>
    apiFetch<unknown>(`${payment(id)}/confirm`, { body: { amount }, token, prefix }),
  reject: (id: string, reason: string, token: Token) =>
    apiFetch<unknown>(`${payment(id)}/reject`, { body: { reason }, token, prefix }),
  refund: (id: string, body: RefundBody, token: Token) =>
    apiFetch<unknown>(`${payment(id)}/refund`, { body, token, prefix }),
  addLine: (id: string, body: AddInvoiceLineBody, token: Token) =>
    apiFetch<InvoiceAnswer>(`${invoice(id)}/lines`, { body, token, prefix }),
  changeLine: (id: string, lineId: string, body: ChangeInvoiceLineBody, token: Token) =>
    apiFetch<InvoiceAnswer>(`${invoice(id)}/lines/${encodeURIComponent(lineId)}`, {
      method: 'PATCH',
      body,
      token,
      prefix,
    }),
  waive: (id: string, reason: string, token: Token) =>
    apiFetch<InvoiceAnswer>(`${invoice(id)}/waive`, { body: { reason }, token, prefix }),
};
