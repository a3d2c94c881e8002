import { useRef, useState, type FormEvent } from 'react';
import {
  APPLICATION_COPY as COPY,
  DOCUMENT_KINDS,
  ISSUED_DOCUMENT_COPY as ISSUED,
  isVerifiableKind,
  type DocumentKind,
  type StaffApplication,
  type StaffDocumentAddedResponse,
} from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { adminApi } from './admin.api';
import { type Actions } from './application-actions';
import { StaffDocumentItem } from './StaffDocumentItem';

const ANY_DOCUMENT = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp';
/** A stamped kind must be a PDF (docs/decisions/0135-verifiable-documents.md): the picker offers only those. */
const PDF_ONLY = 'application/pdf,.pdf';

type Verification = StaffDocumentAddedResponse['document']['verification'];

/**
 * Documents for the student: the list (a stamped one with its verify code, revocable), and the form that gives one,
 * of a kind: an admission letter or offer confirmation is stamped with a QR code, and its code shows once issued.
 */
export function AttachPanel({ application, actions }: { application: StaffApplication; actions: Actions }) {
  const { token } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<DocumentKind>('other');
  const [percent, setPercent] = useState<number | null>(null);
  const [issued, setIssued] = useState<Verification>(null);
  const input = useRef<HTMLInputElement>(null);
  const attach = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !token) return;
    setPercent(0);
    setIssued(null);
    const saved = await actions.run(async () => {
      const answer = await adminApi.attach(application.id, file, kind, token, setPercent);
      setIssued(answer.document.verification);
      return answer;
    });
    setPercent(null);
    if (saved) {
      setFile(null);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <section className="card admin-panel" aria-labelledby="attach-title">
      <h2 id="attach-title">{COPY.fromStaff}</h2>
      {application.documentsFromStaff.length > 0 && (
        <ul role="list">
          {application.documentsFromStaff.map((doc) => (
            <StaffDocumentItem key={doc.id} document={doc} actions={actions} />
          ))}
        </ul>
      )}
      {issued && (
        <p className="alert" role="status">
          {ISSUED.issued(issued.code)}{' '}
          <a href={issued.url} target="_blank" rel="noreferrer">
            {ISSUED.openPage}
          </a>
        </p>
      )}
      <form className="form" onSubmit={(e) => void attach(e)}>
        <div className="field">
          <label htmlFor="attach-kind">{ISSUED.kindLabel}</label>
          <select
            id="attach-kind"
            className="input"
            value={kind}
            aria-describedby="attach-kind-hint"
            onChange={(e) => setKind(e.target.value as DocumentKind)}
          >
            {DOCUMENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {ISSUED.kinds[value]}
              </option>
            ))}
          </select>
          <span id="attach-kind-hint" className="field-hint">
            {ISSUED.kindHint}
          </span>
        </div>
        <div className="field">
          <label htmlFor="attach-file">{COPY.attach}</label>
          <input
            ref={input}
            id="attach-file"
            type="file"
            accept={isVerifiableKind(kind) ? PDF_ONLY : ANY_DOCUMENT}
            aria-describedby="attach-hint"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <span id="attach-hint" className="field-hint">
            {COPY.attachHint}
          </span>
        </div>
        {percent !== null && <progress max={100} value={percent} aria-label={`${percent}%`} />}
        <button type="submit" className="btn btn-sm btn-secondary" disabled={!file || actions.busy}>
          {COPY.attachSend}
        </button>
      </form>
    </section>
  );
}
