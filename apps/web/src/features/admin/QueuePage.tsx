import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  APPLICATION_STATUSES,
  QUEUE_COPY as COPY,
  QUEUE_SORTS,
  STAFF_STATUS_LABELS,
  TRIAGE_COPY as TRIAGE,
  type QueueResponse,
  type QueueSort,
} from '@studychina/contracts';
import { Spinner } from '../../components/Spinner';
import { failureText } from '../../lib/api';
import { saveDownload } from '../../lib/download';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLoad } from '../../lib/useLoad';
import { adminApi } from './admin.api';
import { BulkActions } from './BulkActions';
import { QueueFilters } from './QueueFilters';
import { QueueTable } from './QueueTable';
import { QUEUE_PATH, rememberQueueUrl, withChanges } from './queue-url';

/** The quick views: everyone's, mine, nobody's (the `assigned` filter; the older `assignee` is dropped). */
const VIEWS = [
  { assigned: null, label: TRIAGE.allApplications },
  { assigned: 'me', label: TRIAGE.assignedToMe },
  { assigned: 'none', label: TRIAGE.unassigned },
] as const;

/**
 * /admin: the queue (docs/product.md#back-office-screens). The URL is the state: every filter, the sort and
 * the page live in the query string, so back/forward and shared links work; the API gets the same string.
 * The address is remembered for "Back to the queue" and "Next application" on the application's page.
 */
export function QueuePage() {
  const { token, user } = useSession();
  const [params, setParams] = useSearchParams();
  const search = params.toString() ? `?${params.toString()}` : '';
  const list = useLoad(['/admin/applications', search, token], (signal) => adminApi.queue(search, token, signal));
  // Admins can list staff (GET /admin/staff) to filter and assign by name; staff members use me and nobody.
  const staffList = useLoad(user?.role === 'admin' ? ['/admin/staff', token] : null, (signal) =>
    adminApi.staff(token, signal),
  );
  const staff = (staffList.data?.data ?? []).filter((member) => member.state !== 'disabled');
  const [exporting, setExporting] = useState(false);
  // The selection belongs to one page of one queue: a new address starts without one.
  const [selection, setSelection] = useState({ search, ids: new Set<string>() });
  const selected = selection.search === search ? selection.ids : new Set<string>();
  // While reloading after a bulk action, keep showing the last page.
  const [shown, setShown] = useState<{ search: string; data: QueueResponse } | null>(null);
  if (list.data && shown?.data !== list.data) setShown({ search, data: list.data });
  const data = list.data ?? (shown?.search === search ? shown.data : undefined);
  const status = params.get('status') ?? '';
  const assigned = params.get('assigned') ?? params.get('assignee') ?? '';
  const sort = (params.get('sort') ?? 'newest') as QueueSort;
  const queueUrl = `${QUEUE_PATH}${search}`;

  useEffect(() => rememberQueueUrl(queueUrl), [queueUrl]);

  const go = (next: string) => setParams(new URLSearchParams(next));
  const select = (ids: string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ search, ids: next });
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

  const counts = data?.counts;
  const total = counts ? APPLICATION_STATUSES.reduce((sum, s) => sum + counts[s], 0) : null;
  const selectedRows = data?.data.filter((row) => selected.has(row.id)) ?? [];

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

      <nav aria-label={TRIAGE.views} className="status-tabs queue-views">
        <ul role="list">
          {VIEWS.map((view) => (
            <li key={view.label}>
              <Link
                to={withChanges(params, { assigned: view.assigned, assignee: null })}
                aria-current={assigned === (view.assigned ?? '') ? 'page' : undefined}
              >
                {view.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

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

      <QueueFilters params={params} staff={staff} onApply={go} />

      <div className="field queue-sort">
        <label htmlFor="queue-sort">{COPY.sort}</label>
        <select
          id="queue-sort"
          value={sort}
          onChange={(event) =>
            go(withChanges(params, { sort: event.target.value === 'newest' ? null : event.target.value }))
          }
        >
          {QUEUE_SORTS.map((s) => (
            <option key={s} value={s}>
              {COPY.sorts[s]}
            </option>
          ))}
        </select>
      </div>

      {selectedRows.length > 0 && (
        <BulkActions
          rows={selectedRows}
          staff={staff}
          onDone={(refused) => {
            setSelection({ search, ids: new Set(refused) });
            list.reload();
          }}
        />
      )}

      {!data && list.status === 'loading' && <Spinner label={COPY.loading} />}
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
          <QueueTable rows={data.data} selected={selected} onSelect={select} from={{ queue: queueUrl }} />
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
