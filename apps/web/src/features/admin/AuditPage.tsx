import { Link, useSearchParams } from 'react-router-dom';
import { AUDIT_COPY as COPY, QUEUE_COPY, type AuditEntryView } from '@studychina/contracts';
import { Spinner } from '../../components/Spinner';
import { failureText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { adminApi } from './admin.api';
import { fullName } from './application-actions';
import { AuditFilters } from './AuditFilters';
import { exactTime } from './dates';
import { TableScroll } from './TableScroll';

/**
 * /admin/audit, admins only (docs/product.md#back-office-screens): who did what, in words, newest first.
 * The filters and the page live in the URL, sent to the API as they are.
 */
export function AuditPage() {
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const search = params.toString() ? `?${params.toString()}` : '';
  const list = useLoad(['/admin/audit', search, token], (signal) => adminApi.audit(search, token, signal));
  const page = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next.toString()}`;
  };
  const data = list.data;
  const viewsHidden = params.get('views') !== '1' && !params.get('action') && (data?.automaticViews ?? 0) > 0;

  return (
    <section className="admin-page" aria-labelledby="audit-title">
      <h1 id="audit-title">{COPY.heading}</h1>
      <AuditFilters params={params} rows={data?.data ?? []} onApply={setParams} />
      {list.status === 'loading' && <Spinner label={COPY.loading} />}
      {list.status === 'failed' && (
        <p className="alert alert-error" role="alert">
          {failureText(list.error, COPY.failed)}
        </p>
      )}
      {data && viewsHidden && <p className="muted audit-views-hidden">{COPY.viewsHidden(data.automaticViews)}</p>}
      {data && data.data.length === 0 && <p className="card queue-empty">{COPY.empty}</p>}
      {data && data.data.length > 0 && (
        <>
          <TableScroll label={COPY.table}>
            <table className="admin-table audit-table">
              <thead>
                <tr>
                  <th scope="col">{COPY.at}</th>
                  <th scope="col">{COPY.who}</th>
                  <th scope="col">{COPY.what}</th>
                  <th scope="col">{COPY.target}</th>
                  <th scope="col">{COPY.ip}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((entry, index) => (
                  <AuditRow key={`${entry.requestId}-${entry.action}-${entry.target.id}-${index}`} entry={entry} />
                ))}
              </tbody>
            </table>
          </TableScroll>
          <nav className="pager" aria-label={COPY.page(data.current_page, data.last_page, data.total)}>
            {data.current_page > 1 && <Link to={page(data.current_page - 1)}>{QUEUE_COPY.previous}</Link>}
            <span>{COPY.page(data.current_page, data.last_page, data.total)}</span>
            {data.current_page < data.last_page && <Link to={page(data.current_page + 1)}>{QUEUE_COPY.next}</Link>}
          </nav>
        </>
      )}
    </section>
  );
}

/** Who: the account's name and role; a student's own action keeps saying so once the account is gone. */
function actorOf(entry: AuditEntryView): string {
  if (entry.actor) return `${fullName(entry.actor)} (${COPY.roles[entry.actor.role]})`;
  return entry.actorRole === 'student' ? COPY.formerStudent : COPY.system;
}

function AuditRow({ entry }: { entry: AuditEntryView }) {
  const applicationId = entry.target.applicationId;
  return (
    <tr>
      <td>
        <time dateTime={entry.at}>{exactTime(entry.at)}</time>
      </td>
      <td>{actorOf(entry)}</td>
      <td>
        {entry.summary}
        <code className="small audit-action">{entry.action}</code>
      </td>
      <td>
        {applicationId && (
          <Link to={`/admin/applications/${applicationId}`}>
            {entry.target.applicantName ?? applicationId.slice(0, 8)}
          </Link>
        )}
        {applicationId && <code className="small audit-action">{applicationId.slice(0, 8)}</code>}
      </td>
      <td>{entry.ip}</td>
    </tr>
  );
}
