import { useEffect, useRef } from 'react';
import { TRIAGE_COPY as TRIAGE } from '@studychina/contracts';

/**
 * The warning before taking a colleague's application (docs/product.md#back-office-screens): names who has
 * it, and nothing changes until staff confirm. The confirm button takes the focus; Cancel is the next one.
 */
export function TakeOverConfirm({
  text,
  busy,
  onConfirm,
  onCancel,
}: {
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div
      className="alert take-over"
      role="alertdialog"
      aria-labelledby="take-over-title"
      aria-describedby="take-over-text"
    >
      <p id="take-over-title" className="take-over-title">
        {TRIAGE.takeOverTitle}
      </p>
      <p id="take-over-text">{text}</p>
      <div className="queue-filter-actions">
        <button ref={confirm} type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={onConfirm}>
          {TRIAGE.takeOverConfirm}
        </button>
        <button type="button" className="btn btn-sm btn-secondary" onClick={onCancel}>
          {TRIAGE.takeOverCancel}
        </button>
      </div>
    </div>
  );
}
