import { Link } from 'react-router-dom';
import {
  CONTENT_COPY as COPY,
  CONTENT_KINDS,
  CONTENT_LIST_COPY as LIST,
  type ContentKind,
  type ContentListItem,
} from '@studychina/contracts';
import { Spinner } from '../../../components/Spinner';
import { failureText } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useLoad } from '../../../lib/useLoad';
import { ContentBadges } from './ContentBadges';
import { contentApi } from './content.api';
import { isManaged } from './kinds';
import { TableScroll } from '../TableScroll';

/** How many items of each kind the French list shows (the API's largest page). */
const FRENCH_LIST_MAX = 100;

/**
 * /admin/content (docs/product.md#content-management): the ten kinds with how many items each has, and the items
 * whose French is missing or older than their English, for translators to work through.
 */
export function ContentHome() {
  const { token } = useSession();
  const managed = CONTENT_KINDS.filter(isManaged);
  const counts = useLoad(['/admin/content', token], (signal) =>
    Promise.all(
      managed.map(
        async (kind) => [kind, (await contentApi.list(kind, '?per_page=1', token, signal)).meta.total] as const,
      ),
    ).then((pairs) => new Map<ContentKind, number>(pairs)),
  );
  const french = useLoad(['/admin/content?french=missing', token], (signal) =>
    Promise.all(
      managed.map((kind) =>
        contentApi
          .list(kind, `?french=missing&per_page=${FRENCH_LIST_MAX}`, token, signal)
          .then((answer) => answer.data),
      ),
    ).then((lists) => lists.flat()),
  );

  return (
    <section className="admin-page content-page" aria-labelledby="content-title">
      <h1 id="content-title">{COPY.heading}</h1>
      <p>{COPY.intro}</p>
      <h2 id="content-kinds">{COPY.kindsLabel}</h2>
      {counts.status === 'failed' && (
        <p className="alert alert-error" role="alert">
          {failureText(counts.error, COPY.failed)}
        </p>
      )}
      <ul role="list" className="content-kinds" aria-labelledby="content-kinds">
        {CONTENT_KINDS.map((kind) => (
          <li key={kind} className="card">
            {isManaged(kind) ? (
              <Link to={`/admin/content/${kind}`} className="link">
                {COPY.kinds[kind]}
              </Link>
            ) : (
              <span>{COPY.kinds[kind]}</span>
            )}
            <span className="content-kind-count">
              {!isManaged(kind)
                ? COPY.notManaged
                : counts.data?.has(kind)
                  ? COPY.itemCount(counts.data.get(kind)!)
                  : '…'}
            </span>
          </li>
        ))}
      </ul>
      <h2 id="content-french">{COPY.frenchQueue}</h2>
      {french.status === 'loading' && <Spinner label={COPY.loading} />}
      {french.status === 'failed' && (
        <p className="alert alert-error" role="alert">
          {failureText(french.error, COPY.failed)}
          <button type="button" className="btn btn-sm btn-secondary" onClick={french.reload}>
            {COPY.retry}
          </button>
        </p>
      )}
      {french.data && french.data.length === 0 && <p>{COPY.frenchQueueEmpty}</p>}
      {french.data && french.data.length > 0 && <FrenchList items={french.data} />}
    </section>
  );
}

function FrenchList({ items }: { items: ContentListItem[] }) {
  return (
    <TableScroll label={COPY.frenchQueue}>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{LIST.title}</th>
            <th scope="col">{LIST.kind}</th>
            <th scope="col">{LIST.state}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <Link to={`/admin/content/${item.kind}/${item.id}`} className="link">
                  {item.title}
                </Link>
              </th>
              <td>{COPY.kinds[item.kind]}</td>
              <td>
                <ContentBadges item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
