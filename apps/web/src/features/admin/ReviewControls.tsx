import { useState, type FormEvent } from 'react';
import { APPLICATION_COPY as COPY, REVIEW_REASON_REQUIRED_MESSAGE, type FileReviewBody } from '@studychina/contracts';
import { toast } from '../../lib/toast';

interface ReviewControlsProps {
  /** The document's name, for the buttons' accessible names ("Accept passport.jpg"). */
  name: string;
  busy: boolean;
  onReview(body: FileReviewBody): Promise<boolean>;
}

/** Accept, or Reject with a reason the student will read (required): docs/product.md#back-office-screens. */
export function ReviewControls({ name, busy, onReview }: ReviewControlsProps) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const id = `reject-${name.replace(/[^a-z0-9]/gi, '-')}`;

  const reject = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) return void toast.error(REVIEW_REASON_REQUIRED_MESSAGE);
    if (await onReview({ decision: 'rejected', reason: reason.trim() })) {
      setRejecting(false);
      setReason('');
    }
  };

  if (rejecting)
    return (
      <form className="review-reject" noValidate onSubmit={(e) => void reject(e)}>
        <label htmlFor={id}>{COPY.rejectReason}</label>
        <textarea
          id={id}
          rows={2}
          required
          aria-required="true"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="review-buttons">
          <button type="submit" className="btn btn-sm btn-danger" disabled={busy}>
            {COPY.confirmReject}
          </button>
          <button type="button" className="btn btn-sm btn-secondary" onClick={() => setRejecting(false)}>
            {COPY.cancel}
          </button>
        </div>
      </form>
    );
  return (
    <div className="review-buttons">
      <button
        type="button"
        className="btn btn-sm btn-secondary"
        disabled={busy}
        aria-label={`${COPY.accept} ${name}`}
        onClick={() => void onReview({ decision: 'accepted' })}
      >
        {COPY.accept}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-secondary"
        disabled={busy}
        aria-label={`${COPY.reject} ${name}`}
        onClick={() => setRejecting(true)}
      >
        {COPY.reject}
      </button>
    </div>
  );
}
