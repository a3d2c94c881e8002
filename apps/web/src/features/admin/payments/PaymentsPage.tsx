import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PAYMENTS_COPY as COPY, type AdminPaymentRow, type AdminPaymentsResponse } from '@studychina/contracts';
import { Spinner } from '../../../components/Spinner';
import { failureText } from '../../../lib/api';
import { saveDownload } from '../../../lib/download';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useLoad } from '../../../lib/useLoad';
import { exactDay } from '../dates';
import { TableScroll } from '../TableScroll';
import { moneyText } from './money';
import { paymentsApi } from './payments.api';
import { PaymentActions } from './PaymentActions';

const FILTERS = ['status', 'method', 'from', 'to'] as const;
const STATUSES = Object.keys(COPY.statuses) as (keyof typeof COPY.statuses)[];
const METHODS = Object.keys(COPY.methods) as (keyof typeof COPY.methods)[];

/**
 * /admin/payments (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md): every payment newest first,
 * by status, method and day, what was received per currency under the filters, the CSV of the same, and per row
 * the staff's actions: confirm or reject a pending transfer (its proof one click away), record a refund. The filters
 * and the page live in the URL, sent to the API as they are.
 */
export function PaymentsPage() {
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const search = params.toString() ? `?${params.toString()}` : '';
  const list = useLoad(['/admin/payments', search, token], (signal) => paymentsApi.list(search, token, signal));
  const [exporting, setExporting] = useState(false);
  const data = list.data;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
  const page = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next.toString()}`;
  };
  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      const filters = new URLSearchParams(params);
      filters.delete('page');
      const query = filters.toString();
      await saveDownload(paymentsApi.csv(query ? `?${query}` : '', token), 'payments.csv');
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="admin-page" aria-labelledby="payments-title">
      <div className="admin-page-head">
        <h1 id="payments-title">{COPY.heading}</h1>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => void exportCsv()}
          disabled={exporting}
        >
          {exporting ? COPY.exporting : COPY.exportCsv}
        </button>
      </div>

      <form key={params.toString()} className="queue-filters" role="search" onSubmit={apply}>
        <div className="field">
          <label htmlFor="payments-status">{COPY.status}</label>
          <select id="payments-status" name="status" defaultValue={params.get('status') ?? ''}>
            <option value="">{COPY.any}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {COPY.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="payments-method">{COPY.method}</label>
          <select id="payments-method" name="method" defaultValue={params.get('method') ?? ''}>
            <option value="">{COPY.any}</option>
            {METHODS.map((method) => (
              <option key={method} value={method}>
                {COPY.methods[method]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="payments-from">{COPY.from}</label>
          <input id="payments-from" name="from" type="date" defaultValue={params.get('from') ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="payments-to">{COPY.to}</label>
          <input id="payments-to" name="to" type="date" defaultValue={params.get('to') ?? ''} />
        </div>
        <div className="queue-filter-actions">
          <button type="submit" className="btn btn-sm btn-primary">
            {COPY.apply}
          </button>
          <Link to="?" className="btn btn-sm btn-secondary">
            {COPY.clear}
          </Link>
        </div>
      </form>

      {list.status === 'loading' && <Spinner label={COPY.heading} />}
      {list.status === 'failed' && (
        <p className="alert alert-error" role="alert">
          {failureText(list.error)}
        </p>
      )}
      {data && <Totals totals={data.totals} />}
      {data && data.data.length === 0 && <p className="card queue-empty">{COPY.empty}</p>}
      {data && data.data.length > 0 && (
        <>
          <PaymentsTable rows={data.data} onChanged={list.reload} />
          <nav className="pager" aria-label={COPY.page(data.current_page, data.last_page)}>
            {data.current_page > 1 && <Link to={page(data.current_page - 1)}>{COPY.previous}</Link>}
            <span>{COPY.page(data.current_page, data.last_page)}</span>
            {data.current_page < data.last_page && <Link to={page(data.current_page + 1)}>{COPY.next}</Link>}
          </nav>
        </>
      )}
    </section>
  );
}

function Totals({ totals }: { totals: AdminPaymentsResponse['totals'] }) {
  return (
    <section className="card payments-totals" aria-labelledby="payments-totals-title">
      <h2 id="payments-totals-title">{COPY.totals}</h2>
      {totals.length === 0 ? (
        <p className="muted">{COPY.noTotals}</p>
      ) : (
        <ul role="list">
          {totals.map((total) => (
            <li key={total.currency}>
              <strong>{moneyText(total.amount, total.currency)}</strong>
              {total.refunded > 0 && (
                <span className="muted"> ({COPY.refundedOf(moneyText(total.refunded, total.currency))})</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PaymentsTable({ rows, onChanged }: { rows: AdminPaymentRow[]; onChanged: () => void }) {
  return (
    <TableScroll label={COPY.table}>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{COPY.columns.started}</th>
            <th scope="col">{COPY.columns.student}</th>
            <th scope="col">{COPY.columns.invoice}</th>
            <th scope="col">{COPY.columns.method}</th>
            <th scope="col">{COPY.columns.status}</th>
            <th scope="col">{COPY.columns.amount}</th>
            <th scope="col">{COPY.columns.reference}</th>
            <th scope="col">{COPY.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <time dateTime={row.createdAt}>{exactDay(row.createdAt)}</time>
              </td>
              <th scope="row">
                <Link to={`/admin/applications/${row.applicationId}`}>{row.studentName}</Link>
              </th>
              <td>
                {row.invoiceNumber}
                <span className="muted small"> {COPY.invoiceStatuses[row.invoiceStatus]}</span>
              </td>
              <td>{COPY.methods[row.method]}</td>
              <td>{COPY.statuses[row.status]}</td>
              <td>
                {moneyText(row.amount, row.currency)}
                {row.refunded > 0 && (
                  <span className="muted small"> {COPY.refundedAmount(moneyText(row.refunded, row.currency))}</span>
                )}
              </td>
              <td>
                <code className="small">{row.reference}</code>
              </td>
              <td>
                <PaymentActions row={row} onChanged={onChanged} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
