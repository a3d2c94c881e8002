import { useState, type FormEvent } from 'react';
import {
  APPLICATION_COPY,
  ISSUED_DOCUMENT_COPY as COPY,
  verifyPath,
  type StaffIssuedFile,
} from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { adminApi } from './admin.api';
import type { Actions } from './application-actions';
import { When, exactDay } from './dates';

type Issued = NonNullable<StaffIssuedFile['issued']>;

/**
 * One document staff gave the student; a stamped one shows its verify code and its state in the register
 * (docs/decisions/0135-verifiable-documents.md), and a valid one can be revoked with a reason the public page shows.
 */
export function StaffDocumentItem({ document, actions }: { document: StaffIssuedFile; actions: Actions }) {
  const { token } = useSession();
  // The revoke's own answer shows at once; the application's reload then says the same.
  const [revoked, setRevoked] = useState<Pick<Issued, 'status' | 'revokedReason'> | null>(null);
  const issued = document.issued && { ...document.issued, ...revoked };
  const [revoking, setRevoking] = useState(false);
  const [reason, setReason] = useState('');
  const id = `revoke-${document.id}`;

  const revoke = async (event: FormEvent) => {
    event.preventDefault();
    if (!issued || actions.busy) return;
    if (!reason.trim()) return void toast.error(COPY.revokeReasonRequired);
    await actions.run(async () => {
      const answer = await adminApi.revokeDocument(issued.code, reason.trim(), token);
      setRevoked({ status: answer.document.status, revokedReason: answer.document.revokedReason });
      setRevoking(false);
      setReason('');
      return answer;
    });
  };

  return (
    <li className="staff-document">
      {document.originalName}{' '}
      <span className="muted small">
        · <When iso={document.uploadedAt} />
        {/* Erased by the retention job (docs/decisions/0144-retention-of-closed-applications.md); the register stays. */}
        {document.erasedAt && <> · {APPLICATION_COPY.erasedOn(exactDay(document.erasedAt))}</>}
      </span>
      {issued && (
        <div className="staff-document-issued">
          <span>
            {COPY.kinds[issued.kind]} · {COPY.verifyCode}{' '}
            <a href={verifyPath(issued.code)} target="_blank" rel="noreferrer">
              <code>{issued.code}</code>
            </a>{' '}
            ·{' '}
            <strong>
              {issued.status === 'revoked' && issued.revokedReason
                ? COPY.revokedBecause(issued.revokedReason)
                : COPY.states[issued.status]}
            </strong>
          </span>
          {issued.status === 'valid' && !revoking && (
            <button
              type="button"
              className="btn btn-sm btn-secondary"
              disabled={actions.busy}
              aria-label={COPY.revokeNamed(document.originalName)}
              onClick={() => setRevoking(true)}
            >
              {COPY.revoke}
            </button>
          )}
          {revoking && issued.status === 'valid' && (
            <form className="review-reject" noValidate onSubmit={(e) => void revoke(e)}>
              <label htmlFor={id}>{COPY.revokeReason}</label>
              <textarea
                id={id}
                rows={2}
                maxLength={500}
                required
                aria-required="true"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <div className="review-buttons">
                <button type="submit" className="btn btn-sm btn-danger" disabled={actions.busy}>
                  {COPY.confirmRevoke}
                </button>
                <button type="button" className="btn btn-sm btn-secondary" onClick={() => setRevoking(false)}>
                  {COPY.cancel}
                </button>
              </div>
            </form>
          )}
        </div>
      )}
    </li>
  );
}
