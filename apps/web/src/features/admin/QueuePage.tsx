import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  APPLICATION_STATUSES,
  QUEUE_COPY as COPY,
  QUEUE_SORTS,
  STAFF_STATUS_LABELS,
  type QueueSort,
} from '@studychina/contracts';
import { Spinner } from '../../components/Spinner';
import { StaffStatusBadge } from './StaffStatusBadge';
import { failureText } from '../../lib/api';
import { saveDownload } from '../../lib/download';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLoad } from '../../lib/useLoad';
import { adminApi } from './admin.api';
import { When } from './dates';
import { TableScroll } from './TableScroll';

/** The filters a form edits (status and page move with links, sort at once). */
const FORM_FILTERS = ['q', 'nationality', 'major', 'assignee', 'from', 'to'] as const;

/** The query string for `params` with `changes` applied (empty values dropped, page back to 1 unless given). */
function withChanges(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * /admin: the queue (docs/product.md#back-office-screens). The URL is the state: every filter, the sort and
 * the page live in the query string, so back/forward and shared links work; the API gets the same string.
 */
export function QueuePage() {
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const search = params.toString() ? `?${params.toString()}` : '';
  const list = useLoad(['/admin/applications', search, token], (signal) => adminApi.queue(search, token, signal));
  const [exporting, setExporting] = useState(false);
  const status = params.get('status') ?? '';
  const sort = (params.get('sort') ?? 'newest') as QueueSort;

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const changes = Object.fromEntries(FORM_FILTERS.map((name) => [name, String(form.get(name) ?? '').trim() || null]));
    setParams(new URLSearchParams(withChanges(params, changes)));
  };

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      // The current filters without the page: the export is every row they match.
      await saveDownload(adminApi.csv(withChanges(params, {}), token), 'applications.csv');
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setExporting(false);
    }
  };

  const data = list.data;
  const counts = data?.counts;
  const total = counts ? APPLICATION_STATUSES.reduce((sum, s) => sum + counts[s], 0) : null;

  return (
    <section className="admin-page queue" aria-labelledby="queue-title">
      <div className="admin-page-head">
        <h1 id="queue-title">{COPY.heading}</h1>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => void exportCsv()}
          disabled={exporting}
        >
          {COPY.exportCsv}
        </button>
      </div>

      <nav aria-label={COPY.tabs} className="status-tabs">
        <ul role="list">
          <li>
            <Link to={withChanges(params, { status: null })} aria-current={status === '' ? 'page' : undefined}>
              {COPY.all} {total !== null && <span className="tab-count">{total}</span>}
            </Link>
          </li>
          {APPLICATION_STATUSES.map((s) => (
            <li key={s}>
              <Link to={withChanges(params, { status: s })} aria-current={status === s ? 'page' : undefined}>
                {STAFF_STATUS_LABELS[s]} {counts && <span className="tab-count">{counts[s]}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {/* key: a new URL (back/forward, a shared link) refills the form from it. */}
      <form key={search} className="queue-filters" role="search" onSubmit={applyFilters}>
        <div className="field queue-search">
          <label htmlFor="queue-q">{COPY.search}</label>
          <input
            id="queue-q"
            name="q"
            type="search"
            defaultValue={params.get('q') ?? ''}
            aria-describedby="queue-q-hint"
          />
          <span id="queue-q-hint" className="field-hint">
            {COPY.searchHint}
          </span>
        </div>
        <div className="field">
          <label htmlFor="queue-nationality">{COPY.nationality}</label>
          <input id="queue-nationality" name="nationality" defaultValue={params.get('nationality') ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="queue-major">{COPY.major}</label>
          <input id="queue-major" name="major" defaultValue={params.get('major') ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="queue-assignee">{COPY.assignee}</label>
          <select id="queue-assignee" name="assignee" defaultValue={params.get('assignee') ?? ''}>
            <option value="">{COPY.anyone}</option>
            <option value="me">{COPY.me}</option>
            <option value="none">{COPY.nobody}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="queue-from">{COPY.from}</label>
          <input id="queue-from" name="from" type="date" defaultValue={params.get('from') ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="queue-to">{COPY.to}</label>
          <input id="queue-to" name="to" type="date" defaultValue={params.get('to') ?? ''} />
        </div>
        <div className="queue-filter-actions">
          <button type="submit" className="btn btn-primary btn-sm">
            {COPY.apply}
          </button>
          <Link className="btn btn-secondary btn-sm" to={status ? `?status=${status}` : '/admin'}>
            {COPY.clear}
          </Link>
        </div>
      </form>

      <div className="field queue-sort">
        <label htmlFor="queue-sort">{COPY.sort}</label>
        <select
          id="queue-sort"
          value={sort}
          onChange={(event) =>
            setParams(
              new URLSearchParams(
                withChanges(params, { sort: event.target.value === 'newest' ? null : event.target.value }),
              ),
            )
          }
        >
          {QUEUE_SORTS.map((s) => (
            <option key={s} value={s}>
              {COPY.sorts[s]}
            </option>
          ))}
        </select>
      </div>

      {list.status === 'loading' && <Spinner label={COPY.loading} />}
      {list.status === 'failed' && (
        <div className="alert alert-error" role="alert">
          <p>{failureText(list.error, COPY.failed)}</p>
          <button type="button" className="btn btn-sm btn-secondary" onClick={list.reload}>
            {COPY.retry}
          </button>
        </div>
      )}
      {data && data.data.length === 0 && <p className="queue-empty card">{COPY.empty}</p>}
      {data && data.data.length > 0 && (
        <>
          <TableScroll label={COPY.table}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{COPY.columns.applicant}</th>
                  <th scope="col">{COPY.columns.nationality}</th>
                  <th scope="col">{COPY.columns.major}</th>
                  <th scope="col">{COPY.columns.status}</th>
                  <th scope="col">{COPY.columns.assignee}</th>
                  <th scope="col">{COPY.columns.submitted}</th>
                  <th scope="col">{COPY.columns.updated}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <Link to={`/admin/applications/${row.id}`}>{row.applicantName}</Link>
                      <span className="muted small">{row.email}</span>
                    </th>
                    <td>{row.nationality}</td>
                    <td>{row.majorFirstChoice}</td>
                    <td>
                      <StaffStatusBadge status={row.status} />
                      {row.pendingDocuments > 0 && (
                        <span className="pending-badge">{COPY.pending(row.pendingDocuments)}</span>
                      )}
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
          <nav className="pager" aria-label={COPY.page(data.current_page, data.last_page, data.total)}>
            {data.current_page > 1 && (
              <Link to={withChanges(params, { page: String(data.current_page - 1) })} rel="prev">
                {COPY.previous}
              </Link>
            )}
            <span>{COPY.page(data.current_page, data.last_page, data.total)}</span>
            {data.current_page < data.last_page && (
              <Link to={withChanges(params, { page: String(data.current_page + 1) })} rel="next">
                {COPY.next}
              </Link>
            )}
          </nav>
        </>
      )}
    </section>
  );
}
