import { useState, type FormEvent } from 'react';
import {
  APPLICATION_COPY as COPY,
  REVIEW_REASON_REQUIRED_MESSAGE,
  type FileReviewBody,
  type ReviewDecision,
} from '@studychina/contracts';
import { toast } from '../../lib/toast';

interface ReviewControlsProps {
  /** The document's name, for the buttons' accessible names ("Accept passport.jpg"). */
  name: string;
  busy: boolean;
  onReview(body: FileReviewBody): Promise<boolean>;
  /** The decision already made, if any: changing it asks first. */
  current?: ReviewDecision | null;
}

const DECISION_LABEL: Record<ReviewDecision, string> = { accepted: COPY.accepted, rejected: COPY.rejected };

/**
 * Accept, or Reject with a reason the student will read (required): docs/product.md#back-office-screens.
 * Turning a decision already made into the other one asks for a confirmation first (a slip would otherwise
 * mail the student a rejection, or clear one they were told about).
 */
export function ReviewControls({ name, busy, onReview, current = null }: ReviewControlsProps) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<ReviewDecision | null>(null);
  const id = `reject-${name.replace(/[^a-z0-9]/gi, '-')}`;
  const choose = (decision: ReviewDecision) => {
    if (current && current !== decision) return setConfirming(decision);
    if (decision === 'rejected') setRejecting(true);
    else void onReview({ decision: 'accepted' });
  };
  const confirm = () => {
    const decision = confirming;
    setConfirming(null);
    if (decision === 'rejected') setRejecting(true);
    else if (decision) void onReview({ decision });
  };

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
  if (confirming && current)
    return (
      <div className="alert review-confirm" role="alertdialog" aria-labelledby={`${id}-confirm`}>
        <p id={`${id}-confirm`}>{COPY.changeDecision(name, DECISION_LABEL[current], DECISION_LABEL[confirming])}</p>
        <div className="review-buttons">
          <button type="button" className="btn btn-sm btn-danger" disabled={busy} onClick={confirm}>
            {COPY.changeDecisionYes}
          </button>
          <button type="button" className="btn btn-sm btn-secondary" onClick={() => setConfirming(null)}>
            {COPY.cancel}
          </button>
        </div>
      </div>
    );
  return (
    <div className="review-buttons">
      <button
        type="button"
        className="btn btn-sm btn-secondary"
        disabled={busy}
        aria-label={`${COPY.accept} ${name}`}
        onClick={() => choose('accepted')}
      >
        {COPY.accept}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-secondary"
        disabled={busy}
        aria-label={`${COPY.reject} ${name}`}
        onClick={() => choose('rejected')}
      >
        {COPY.reject}
      </button>
    </div>
  );
}
