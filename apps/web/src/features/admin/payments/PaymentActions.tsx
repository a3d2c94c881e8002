import { useState, type FormEvent } from 'react';
import { PAYMENTS_COPY as COPY, type AdminPaymentRow } from '@studychina/contracts';
import { failureText } from '../../../lib/api';
import { readDownload } from '../../../lib/download';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { majorText, toMinor } from './money';
import { paymentsApi } from './payments.api';

type Open = 'confirm' | 'reject' | 'refund' | null;

/**
 * What staff can do with one payment (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md): a pending
 * bank transfer's proof, confirmed with the amount that arrived or rejected with a reason the student reads (the
 * transfer slice's routes); a received payment's refund, recorded (nothing is sent from here). Each form opens in
 * the row; `onChanged` reloads the list.
 */
export function PaymentActions({ row, onChanged }: { row: AdminPaymentRow; onChanged: () => void }) {
  const { token } = useSession();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const transfer = row.method === 'bank_transfer' && row.status === 'pending';
  const refundable = row.status === 'succeeded' && row.refunded < row.amount;
  const label = (action: string) => `${action}: ${row.reference}`;

  const run = async (call: () => Promise<unknown>, done: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await call();
      toast.success(done);
      setOpen(null);
      onChanged();
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  const showProof = async () => {
    try {
      const { blob } = await readDownload(await paymentsApi.proof(row.id, token));
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch (error) {
      toast.error(failureText(error));
    }
  };
  const amountOf = (form: FormData, name: string) => toMinor(String(form.get(name) ?? ''), row.currency);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '').trim();
    if (open === 'confirm') {
      const amount = amountOf(form, 'amount');
      if (amount === null) return void toast.error(COPY.confirmAmount);
      void run(() => paymentsApi.confirm(row.id, amount, token), COPY.confirmed);
    } else if (open === 'reject') {
      void run(() => paymentsApi.reject(row.id, reason, token), COPY.rejected);
    } else if (open === 'refund') {
      const amount = amountOf(form, 'amount');
      if (amount === null) return void toast.error(COPY.refundAmount);
      void run(() => paymentsApi.refund(row.id, { amount, reason }, token), COPY.refundRecorded);
    }
  };

  if (!transfer && !refundable) return null;
  const field = (name: string, text: string, value = '') => (
    <div className="field">
      <label htmlFor={`${name}-${row.id}`}>{text}</label>
      <input id={`${name}-${row.id}`} name={name} defaultValue={value} required autoComplete="off" />
    </div>
  );
  return (
    <div className="payment-actions">
      {transfer && (
        <>
          <button type="button" className="btn btn-sm btn-secondary" onClick={() => void showProof()}>
            {COPY.proof}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            aria-label={label(COPY.confirm)}
            onClick={() => setOpen('confirm')}
          >
            {COPY.confirm}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-secondary"
            aria-label={label(COPY.reject)}
            onClick={() => setOpen('reject')}
          >
            {COPY.reject}
          </button>
        </>
      )}
      {refundable && (
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          aria-label={label(COPY.refund)}
          onClick={() => setOpen('refund')}
        >
          {COPY.refund}
        </button>
      )}
      {open && (
        <form className="form payment-form" noValidate onSubmit={submit}>
          {open === 'confirm' &&
            field('amount', `${COPY.confirmAmount} (${row.currency})`, majorText(row.amount, row.currency))}
          {open === 'reject' && field('reason', COPY.rejectReason)}
          {open === 'refund' && (
            <>
              {field(
                'amount',
                `${COPY.refundAmount} (${row.currency})`,
                majorText(row.amount - row.refunded, row.currency),
              )}
              {field('reason', COPY.refundReason)}
            </>
          )}
          <div className="form-actions">
            <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
              {open === 'confirm' ? COPY.confirmSave : open === 'reject' ? COPY.rejectSave : COPY.refundSave}
            </button>
            <button type="button" className="btn btn-sm btn-secondary" onClick={() => setOpen(null)}>
              {COPY.cancel}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
