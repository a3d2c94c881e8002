import { APPLICATION_COPY as COPY, fileSizeInKb, type StaffFile } from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { adminApi } from './admin.api';
import { fullName, type Actions } from './application-actions';
import { exactDay } from './dates';
import { ReviewControls } from './ReviewControls';

export function ReviewState({ file }: { file: StaffFile }) {
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

/**
 * One current document of the student (docs/product.md#back-office-screens): view, download, who uploaded it
 * when staff did it for the student, its review and the review controls.
 */
export function DocumentFileItem({
  applicationId,
  file,
  viewing,
  onView,
  onDownload,
  actions,
}: {
  applicationId: string;
  file: StaffFile;
  viewing: boolean;
  onView(id: string): void;
  onDownload(file: StaffFile): void;
  actions: Actions;
}) {
  const { token } = useSession();
  // Erased by the retention job (docs/decisions/0144-retention-of-closed-applications.md): listed, nothing to open.
  if (file.erasedAt)
    return (
      <li>
        <div className="document-line">
          <span>{file.originalName}</span> <span className="muted small">{fileSizeInKb(file.size)}</span>
        </div>
        <span className="muted small">{COPY.erasedOn(exactDay(file.erasedAt))}</span>
      </li>
    );
  return (
    <li className={viewing ? 'is-viewing' : undefined}>
      <div className="document-line">
        <button type="button" className="link-button" aria-pressed={viewing} onClick={() => onView(file.id)}>
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
      {file.uploadedBy && <span className="uploaded-by small">{COPY.uploadedBy(fullName(file.uploadedBy))}</span>}
      <ReviewState file={file} />
      <ReviewControls
        name={file.originalName}
        busy={actions.busy}
        current={file.review?.decision ?? null}
        onReview={(body) => actions.run(() => adminApi.review(applicationId, file.id, body, token))}
      />
    </li>
  );
}
