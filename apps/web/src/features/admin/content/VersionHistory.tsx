import { useEffect, useRef, useState } from 'react';
import { CONTENT_EDITOR_COPY as COPY, type ContentKind } from '@studychina/contracts';
import { Spinner } from '../../../components/Spinner';
import { failureText } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useLoad } from '../../../lib/useLoad';
import { exactTime } from '../dates';
import { contentApi } from './content.api';

/**
 * An item's published versions, newest first (docs/product.md#content-management): who published each and when,
 * which is live, and Restore for editors, after a confirmation, which makes that version the draft again.
 */
export function VersionHistory({
  kind,
  id,
  version,
  canRestore,
  busy,
  onRestore,
}: {
  kind: ContentKind;
  id: string;
  /** The draft's version: a new one (a publish, a restore) reads the list again. */
  version: number;
  canRestore: boolean;
  busy: boolean;
  onRestore: (number: number) => Promise<void> | undefined | null;
}) {
  const { token } = useSession();
  const versions = useLoad(['/admin/content/versions', kind, id, version, token], (signal) =>
    contentApi.versions(kind, id, token, signal),
  );
  const [asking, setAsking] = useState<number | null>(null);
  return (
    <section className="card admin-panel content-history" aria-labelledby="content-history-title">
      <h2 id="content-history-title">{COPY.history}</h2>
      {versions.status === 'loading' && <Spinner label={COPY.historyLoading} />}
      {versions.status === 'failed' && (
        <p className="alert alert-error" role="alert">
          {failureText(versions.error)}
        </p>
      )}
      {versions.data?.data.length === 0 && <p>{COPY.historyEmpty}</p>}
      {versions.data && versions.data.data.length > 0 && (
        <ol role="list" className="content-versions">
          {versions.data.data.map((entry) => (
            <li key={entry.number}>
              <p>
                <strong>{COPY.version(entry.number)}</strong>{' '}
                {entry.live && <span className="content-badge content-status-published">{COPY.live}</span>}
              </p>
              <p className="field-hint">{COPY.publishedOn(exactTime(entry.publishedAt), entry.publishedBy)}</p>
              {canRestore && asking !== entry.number && (
                <button
                  type="button"
                  className="btn btn-sm btn-secondary"
                  aria-label={COPY.restoreLabel(entry.number)}
                  disabled={busy}
                  onClick={() => setAsking(entry.number)}
                >
                  {COPY.restore}
                </button>
              )}
              {asking === entry.number && (
                <RestoreConfirm
                  number={entry.number}
                  busy={busy}
                  onConfirm={() => void Promise.resolve(onRestore(entry.number)).then(() => setAsking(null))}
                  onCancel={() => setAsking(null)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** "Make version 2 the draft?" with the confirming button focused; nothing changes until it is pressed. */
function RestoreConfirm({
  number,
  busy,
  onConfirm,
  onCancel,
}: {
  number: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className="alert take-over" role="alertdialog" aria-labelledby={`restore-${number}`}>
      <p id={`restore-${number}`}>{COPY.restoreConfirm(number)}</p>
      <div className="queue-filter-actions">
        <button ref={confirm} type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={onConfirm}>
          {COPY.restoreYes}
        </button>
        <button type="button" className="btn btn-sm btn-secondary" onClick={onCancel}>
          {COPY.cancel}
        </button>
      </div>
    </div>
  );
}
