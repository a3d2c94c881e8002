import {
  APPLICATION_COPY as COPY,
  FILE_LIST_NAMES,
  friendlyLabel,
  fileSizeInKb,
  type StaffApplication,
  type StaffFile,
} from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { adminApi } from './admin.api';
import { exactDay } from './dates';
import { fullName, type Actions } from './application-actions';
import { ReviewControls } from './ReviewControls';

function ReviewState({ file }: { file: StaffFile }) {
  if (!file.review) return <span className="review-state review-none">{COPY.notReviewed}</span>;
  const by = file.review.by ? ` ${COPY.reviewedBy(fullName(file.review.by))}` : '';
  if (file.review.decision === 'accepted')
    return <span className="review-state review-accepted">{COPY.accepted + by}</span>;
  return (
    <span className="review-state review-rejected">
      {COPY.rejected + by}: {file.review.reason}
    </span>
  );
}
export function DocumentList({
  application,
  viewing,
  onView,
  onDownload,
  actions,
}: {
  application: StaffApplication;
  viewing: string | null;
  onView(id: string): void;
  onDownload(file: StaffFile): void;
  actions: Actions;
}) {
  const { token } = useSession();
  const lists = FILE_LIST_NAMES.filter((list) => application.files.some((f) => f.listName === list));
  return (
    <div className="document-list">
      {lists.map((list) => {
        const files = application.files.filter((f) => f.listName === list);
        const current = files.filter((f) => !f.replacedAt);
        const previous = files.filter((f) => f.replacedAt);
        return (
          <div key={list} className="document-group">
            <h3>{friendlyLabel(list)}</h3>
            <ul role="list">
              {current.map((file) => (
                <li key={file.id} className={viewing === file.id ? 'is-viewing' : undefined}>
                  <div className="document-line">
                    <button
                      type="button"
                      className="link-button"
                      aria-pressed={viewing === file.id}
                      onClick={() => onView(file.id)}
                    >
                      {file.originalName}
                    </button>
                    {file.replaces && !file.review && <span className="pending-badge">{COPY.newSinceReview}</span>}
                    <span className="muted small">{fileSizeInKb(file.size)}</span>
                    <button
                      type="button"
                      className="btn btn-sm btn-link"
                      aria-label={`${COPY.download} ${file.originalName}`}
                      onClick={() => onDownload(file)}
                    >
                      {COPY.download}
                    </button>
                  </div>
                  <ReviewState file={file} />
                  <ReviewControls
                    name={file.originalName}
                    busy={actions.busy}
                    onReview={(body) => actions.run(() => adminApi.review(application.id, file.id, body, token))}
                  />
                </li>
              ))}
            </ul>
            {previous.length > 0 && (
              <details className="previous-versions">
                <summary>{COPY.previousVersions}</summary>
                <ul role="list">
                  {previous.map((file) => (
                    <li key={file.id}>
                      <button type="button" className="link-button" onClick={() => onView(file.id)}>
                        {file.originalName}
                      </button>{' '}
                      <span className="muted small">{COPY.replacedOn(exactDay(file.replacedAt!))}</span>
                      <ReviewState file={file} />
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </div>
        );
      })}
    </div>
  );
}
