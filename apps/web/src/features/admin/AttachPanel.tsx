import { useRef, useState, type FormEvent } from 'react';
import { APPLICATION_COPY as COPY, type StaffApplication } from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { adminApi } from './admin.api';
import { When } from './dates';
import { type Actions } from './application-actions';

export function AttachPanel({ application, actions }: { application: StaffApplication; actions: Actions }) {
  const { token } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const attach = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !token) return;
    setPercent(0);
    const saved = await actions.run(() => adminApi.attach(application.id, file, token, setPercent));
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
            <li key={doc.id}>
              {doc.originalName}{' '}
              <span className="muted small">
                · <When iso={doc.uploadedAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className="form" onSubmit={(e) => void attach(e)}>
        <div className="field">
          <label htmlFor="attach-file">{COPY.attach}</label>
          <input
            ref={input}
            id="attach-file"
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp"
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
