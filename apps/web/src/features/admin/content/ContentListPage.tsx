import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  CONTENT_COPY,
  CONTENT_LIST_COPY as COPY,
  CONTENT_PER_PAGE_MAX,
  CONTENT_STATUSES,
  CONTENT_STATUS_LABELS,
  CONTENT_TRANSFER_KINDS,
  type ContentKind,
  type ContentTransferKind,
} from '@studychina/contracts';
import { Spinner } from '../../../components/Spinner';
import { failureText } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useLoad } from '../../../lib/useLoad';
import { When } from '../dates';
import { withChanges } from '../queue-url';
import { TableScroll } from '../TableScroll';
import { ContentBadges } from './ContentBadges';
import { contentApi } from './content.api';
import { ContentTransfer } from './ContentTransfer';
import { canEdit } from './permissions';

/** The list's own parameters, as the API takes them; per_page kept within the API's limit. */
function listQuery(params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const name of ['q', 'status', 'page', 'per_page']) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    out.set(name, name === 'per_page' ? String(Math.min(CONTENT_PER_PAGE_MAX, Number(value) || 1)) : value);
  }
  return out.size ? `?${out.toString()}` : '';
}

/**
 * /admin/content/:kind (docs/product.md#content-management): the kind's items, drafts included, searched by title,
 * name or slug and filtered by status, with where each stands; "New" for editors. The address is the list's state.
 */
export function ContentListPage({ kind }: { kind: ContentKind }) {
  const { token, user } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = listQuery(params);
  const list = useLoad(['/admin/content', kind, query, token], (signal) => contentApi.list(kind, query, token, signal));
  const data = list.data;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void navigate(
      withChanges(params, {
        q: String(form.get('q') ?? '').trim() || null,
        status: String(form.get('status') ?? '') || null,
      }) || '?',
    );
  };

  return (
    <section className="admin-page content-page" aria-labelledby="content-list-title">
      <p>
        <Link to="/admin/content" className="link">
          {COPY.backToContent}
        </Link>
      </p>
      <div className="admin-page-head">
        <h1 id="content-list-title">{CONTENT_COPY.kinds[kind]}</h1>
        {canEdit(user) && (
          <Link to={`/admin/content/${kind}/new`} className="btn btn-primary">
            {COPY.new}
          </Link>
        )}
      </div>
      <form key={params.toString()} className="queue-filters content-filters" role="search" onSubmit={search}>
        <div className="field">
          <label htmlFor="content-q">{COPY.search}</label>
          <input
            id="content-q"
            name="q"
            type="search"
            defaultValue={params.get('q') ?? ''}
            aria-describedby="content-q-hint"
          />
          <p id="content-q-hint" className="field-hint">
            {COPY.searchHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor="content-status">{COPY.status}</label>
          <select id="content-status" name="status" defaultValue={params.get('status') ?? ''}>
            <option value="">{COPY.allStatuses}</option>
            {CONTENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CONTENT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="queue-filter-actions">
          <button type="submit" className="btn btn-secondary">
            {COPY.apply}
          </button>
        </div>
      </form>
      {list.status === 'loading' && <Spinner label={CONTENT_COPY.loading} />}
      {list.status === 'failed' && (
        <p className="alert alert-error" role="alert">
          {failureText(list.error, CONTENT_COPY.failed)}
        </p>
      )}
      {data && data.data.length === 0 && <p className="queue-empty">{COPY.empty}</p>}
      {data && data.data.length > 0 && (
        <>
          <TableScroll label={COPY.found(CONTENT_COPY.kinds[kind])}>
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{COPY.title}</th>
                  <th scope="col">{COPY.state}</th>
                  <th scope="col">{COPY.updated}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">
                      <Link to={`/admin/content/${kind}/${item.id}`} className="link">
                        {item.title}
                      </Link>
                    </th>
                    <td>
                      <ContentBadges item={item} />
                    </td>
                    <td>
                      <When iso={item.updatedAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <nav className="pager" aria-label={COPY.page(data.meta.page, data.meta.last_page, data.meta.total)}>
            {data.meta.page > 1 && (
              <Link to={withChanges(params, { page: String(data.meta.page - 1) }) || '?'} rel="prev">
                {COPY.previous}
              </Link>
            )}
            <span>{COPY.page(data.meta.page, data.meta.last_page, data.meta.total)}</span>
            {data.meta.page < data.meta.last_page && (
              <Link to={withChanges(params, { page: String(data.meta.page + 1) })} rel="next">
                {COPY.next}
              </Link>
            )}
          </nav>
        </>
      )}
      {(CONTENT_TRANSFER_KINDS as readonly ContentKind[]).includes(kind) && (
        <ContentTransfer kind={kind as ContentTransferKind} />
      )}
    </section>
  );
}
