import { useState, type FormEvent } from 'react';
import { PAYMENTS_COPY as COPY, type StaffInvoice } from '@studychina/contracts';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import type { Actions } from '../application-actions';
import { exactDay } from '../dates';
import { moneyText, toMinor } from './money';
import { paymentsApi } from './payments.api';

type Editing = { kind: 'line'; lineId: string; currency: string } | { kind: 'add' } | { kind: 'waive' } | null;

/**
 * The application's invoice (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md): its lines (a waived
 * one marked), total, paid and due, the payments and the refunds recorded. Until something is paid staff change a
 * line's amount, waive it or charge it again, add a line or waive the whole invoice, each with a reason.
 */
export function InvoicePanel({ invoice, actions }: { invoice: StaffInvoice | null; actions: Actions }) {
  const { token } = useSession();
  const [editing, setEditing] = useState<Editing>(null);
  if (!invoice)
    return (
      <section className="card admin-panel" aria-labelledby="invoice-title">
        <h2 id="invoice-title">{COPY.invoice}</h2>
        <p className="muted">{COPY.invoiceNone}</p>
      </section>
    );
  const money = (amount: number, currency = invoice.currency) => moneyText(amount, currency);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const reason = value('reason');
    const done = async (call: Promise<unknown>) => {
      await call;
      setEditing(null);
      return { message: COPY.invoiceSaved };
    };
    if (editing?.kind === 'line') {
      const waive = value('waived');
      const amount = value('amount') ? toMinor(value('amount'), editing.currency) : undefined;
      if (amount === null) return void toast.error(COPY.newAmount);
      const body = { reason, ...(amount !== undefined && { amount }), ...(waive && { waived: waive === 'yes' }) };
      void actions.run(() => done(paymentsApi.changeLine(invoice.id, editing.lineId, body, token)));
    } else if (editing?.kind === 'add') {
      const currency = value('currency').toUpperCase();
      const amount = toMinor(value('amount'), currency);
      if (amount === null) return void toast.error(COPY.lineAmount);
      const body = { description: value('description'), amount, currency, reason };
      void actions.run(() => done(paymentsApi.addLine(invoice.id, body, token)));
    } else if (editing?.kind === 'waive') {
      void actions.run(() => done(paymentsApi.waive(invoice.id, reason, token)));
    }
  };
  const reasonField = (
    <div className="field">
      <label htmlFor="invoice-reason">{COPY.reason}</label>
      <input id="invoice-reason" name="reason" required autoComplete="off" />
    </div>
  );
  const formButtons = (
    <div className="form-actions">
      <button type="submit" className="btn btn-sm btn-primary" disabled={actions.busy}>
        {COPY.save}
      </button>
      <button type="button" className="btn btn-sm btn-secondary" onClick={() => setEditing(null)}>
        {COPY.cancel}
      </button>
    </div>
  );

  return (
    <section className="card admin-panel invoice-panel" aria-labelledby="invoice-title">
      <h2 id="invoice-title">
        {COPY.invoice} {invoice.number}
      </h2>
      <p>
        {COPY.invoiceStatus}: <strong>{COPY.invoiceStatuses[invoice.status]}</strong>
      </p>
      <table className="admin-table invoice-lines">
        <caption className="muted small">{COPY.rate(invoice.rate.perCny, invoice.currency, invoice.rate.asOf)}</caption>
        <thead>
          <tr>
            <th scope="col">{COPY.line}</th>
            <th scope="col">{COPY.lineAmount}</th>
            <th scope="col">{COPY.lineConverted}</th>
            {invoice.editable && <th scope="col">{COPY.editLine}</th>}
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.id} className={line.waived ? 'is-waived' : undefined}>
              <th scope="row">
                {line.label}
                {line.waived && <span className="muted small"> ({COPY.waivedLine})</span>}
              </th>
              <td>{money(line.amount, line.currency)}</td>
              <td>{money(line.converted)}</td>
              {invoice.editable && (
                <td>
                  <button
                    type="button"
                    className="btn btn-sm btn-secondary"
                    aria-label={`${COPY.editLine}: ${line.label}`}
                    onClick={() => setEditing({ kind: 'line', lineId: line.id, currency: line.currency })}
                  >
                    {COPY.editLine}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{COPY.total}</th>
            <td />
            <td>
              <strong>{money(invoice.total)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      <p>
        {COPY.paid}: {money(invoice.paid)} · {COPY.due}: {money(invoice.due)}
      </p>

      {invoice.editable ? (
        <div className="form-actions">
          <button type="button" className="btn btn-sm btn-secondary" onClick={() => setEditing({ kind: 'add' })}>
            {COPY.addLine}
          </button>
          <button type="button" className="btn btn-sm btn-secondary" onClick={() => setEditing({ kind: 'waive' })}>
            {COPY.waiveInvoice}
          </button>
        </div>
      ) : (
        <p className="muted small">{COPY.locked}</p>
      )}
      {editing && (
        <form key={JSON.stringify(editing)} className="form" noValidate onSubmit={submit}>
          {editing.kind === 'line' && (
            <>
              <div className="field">
                <label htmlFor="invoice-amount">{`${COPY.newAmount} (${editing.currency})`}</label>
                <input id="invoice-amount" name="amount" autoComplete="off" />
              </div>
              <div className="field">
                <label htmlFor="invoice-waived">{COPY.waiveLine}</label>
                <select id="invoice-waived" name="waived" defaultValue="">
                  <option value="">—</option>
                  <option value="yes">{COPY.waiveLine}</option>
                  <option value="no">{COPY.chargeLine}</option>
                </select>
              </div>
            </>
          )}
          {editing.kind === 'add' && (
            <>
              <div className="field">
                <label htmlFor="invoice-description">{COPY.lineName}</label>
                <input id="invoice-description" name="description" required maxLength={120} />
              </div>
              <div className="field">
                <label htmlFor="invoice-line-amount">{COPY.lineAmount}</label>
                <input id="invoice-line-amount" name="amount" required autoComplete="off" />
              </div>
              <div className="field">
                <label htmlFor="invoice-currency">{COPY.lineCurrency}</label>
                <input id="invoice-currency" name="currency" required defaultValue={invoice.currency} maxLength={3} />
              </div>
            </>
          )}
          {reasonField}
          {formButtons}
        </form>
      )}

      <h3>{COPY.payments}</h3>
      {invoice.payments.length === 0 ? (
        <p className="muted">{COPY.noPayments}</p>
      ) : (
        <ul role="list" className="invoice-payments">
          {invoice.payments.map((payment) => (
            <li key={payment.id}>
              {exactDay(payment.createdAt)} · {COPY.methods[payment.method]} · {COPY.statuses[payment.status]} ·{' '}
              {money(payment.amount, payment.currency)} <code className="small">{payment.reference}</code>
            </li>
          ))}
        </ul>
      )}
      {invoice.refunds.length > 0 && (
        <>
          <h3>{COPY.refunds}</h3>
          <ul role="list" className="invoice-refunds">
            {invoice.refunds.map((refund) => (
              <li key={refund.id}>
                {money(refund.amount, refund.currency)}: {refund.reason}{' '}
                <span className="muted small">{COPY.refundBy(refund.by, exactDay(refund.createdAt))}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
