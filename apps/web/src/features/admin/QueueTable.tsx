import { Link } from 'react-router-dom';
import { PAYMENTS_COPY, QUEUE_COPY as COPY, TRIAGE_COPY as TRIAGE, type QueueRow } from '@studychina/contracts';
import { countryName } from '../../lib/countries';
import { exactDay, When } from './dates';
import type { FromQueue } from './queue-url';
import { StaffStatusBadge } from './StaffStatusBadge';
import { TableScroll } from './TableScroll';

/** The nationality as staff read it: the country's English name when it has a code, else the text as written. */
export const shownNationality = (row: Pick<QueueRow, 'nationality' | 'nationalityCode'>) =>
  row.nationalityCode ? countryName(row.nationalityCode, 'en') : row.nationality;

/** The corrections' deadline, marked when it has passed. */
export function Deadline({ row }: { row: Pick<QueueRow, 'deadline' | 'overdue'> }) {
  if (!row.deadline) return null;
  return (
    <>
      <time dateTime={row.deadline}>{exactDay(row.deadline)}</time>
      {row.overdue && (
        <>
          {' '}
          <span className="overdue-badge">{TRIAGE.overdueBadge}</span>
        </>
      )}
    </>
  );
}

/**
 * The queue's table (docs/product.md#back-office-screens): a checkbox per row and one for the page (bulk
 * actions), each applicant linking to the application with the queue's address, so "Back to the queue"
 * returns to exactly this page.
 */
export function QueueTable({
  rows,
  selected,
  onSelect,
  from,
}: {
  rows: QueueRow[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  from: FromQueue;
}) {
  const all = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <TableScroll label={COPY.table}>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col" className="select-cell">
              <input
                type="checkbox"
                aria-label={TRIAGE.selectPage}
                checked={all}
                onChange={(event) =>
                  onSelect(
                    rows.map((row) => row.id),
                    event.target.checked,
                  )
                }
              />
            </th>
            <th scope="col">{COPY.columns.applicant}</th>
            <th scope="col">{COPY.columns.nationality}</th>
            <th scope="col">{COPY.columns.major}</th>
            <th scope="col">{COPY.columns.status}</th>
            <th scope="col">{PAYMENTS_COPY.column}</th>
            <th scope="col">{TRIAGE.deadline}</th>
            <th scope="col">{TRIAGE.waiting}</th>
            <th scope="col">{COPY.columns.assignee}</th>
            <th scope="col">{COPY.columns.submitted}</th>
            <th scope="col">{COPY.columns.updated}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={selected.has(row.id) ? 'is-selected' : undefined}>
              <td className="select-cell">
                <input
                  type="checkbox"
                  aria-label={TRIAGE.selectRow(row.applicantName)}
                  checked={selected.has(row.id)}
                  onChange={(event) => onSelect([row.id], event.target.checked)}
                />
              </td>
              <th scope="row">
                <Link to={`/admin/applications/${row.id}`} state={from}>
                  {row.applicantName}
                </Link>
                <span className="muted small">{row.email}</span>
              </th>
              <td>{shownNationality(row)}</td>
              <td>{row.majorFirstChoice}</td>
              <td>
                <StaffStatusBadge status={row.status} />
                {row.pendingDocuments > 0 && (
                  <span className="pending-badge">{COPY.pending(row.pendingDocuments)}</span>
                )}
              </td>
              <td className={`invoice-${row.invoiceStatus ?? 'none'}`}>
                {row.invoiceStatus ? PAYMENTS_COPY.invoiceStatuses[row.invoiceStatus] : PAYMENTS_COPY.noInvoice}
              </td>
              <td>
                <Deadline row={row} />
              </td>
              <td>
                <time dateTime={row.statusChangedAt} title={exactDay(row.statusChangedAt)}>
                  {TRIAGE.days(row.waitingDays)}
                </time>
              </td>
              <td>{row.assignee ? `${row.assignee.firstname} ${row.assignee.lastname}` : COPY.unassigned}</td>
              <td>
                <When iso={row.createdAt} />
              </td>
              <td>
                <When iso={row.updatedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
