import { useState } from 'react';
import { APPLICATION_COPY as COPY, type StaffApplication } from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { adminApi } from './admin.api';
import type { Actions } from './application-actions';

/** The student's current documents nobody has reviewed yet: what "Accept all remaining" accepts. */
export const unreviewedFiles = (application: Pick<StaffApplication, 'files'>) =>
  application.files.filter((file) => !file.replacedAt && !file.review);

/**
 * "Accept all remaining" (docs/product.md#back-office-screens): after a confirmation naming how many, accepts
 * each document not reviewed yet, exactly the ones on screen (a file that arrived since is not accepted unseen).
 */
export function AcceptAllRemaining({ application, actions }: { application: StaffApplication; actions: Actions }) {
  const { token } = useSession();
  const [confirming, setConfirming] = useState(false);
  const remaining = unreviewedFiles(application);
  if (remaining.length === 0) return null;

  const acceptAll = async () => {
    const saved = await actions.run(async () => {
      for (const file of remaining) await adminApi.review(application.id, file.id, { decision: 'accepted' }, token);
      return { message: COPY.acceptedAll(remaining.length) };
    });
    if (saved) setConfirming(false);
  };

  if (confirming)
    return (
      <div className="alert accept-all-confirm" role="alertdialog" aria-labelledby="accept-all-confirm">
        <p id="accept-all-confirm">{COPY.acceptAllConfirm(remaining.length)}</p>
        <ul className="small">
          {remaining.map((file) => (
            <li key={file.id}>{file.originalName}</li>
          ))}
        </ul>
        <div className="review-buttons">
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={actions.busy}
            onClick={() => void acceptAll()}
          >
            {COPY.acceptAllYes}
          </button>
          <button type="button" className="btn btn-sm btn-secondary" onClick={() => setConfirming(false)}>
            {COPY.cancel}
          </button>
        </div>
      </div>
    );
  return (
    <button
      type="button"
      className="btn btn-sm btn-secondary"
      disabled={actions.busy}
      onClick={() => setConfirming(true)}
    >
      {COPY.acceptAll(remaining.length)}
    </button>
  );
}
