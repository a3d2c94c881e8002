import { useState, type FormEvent } from 'react';
import {
  APPLICATION_COPY as COPY,
  DEADLINE_REQUIRED_MESSAGE,
  STAFF_STATUS_LABELS,
  STATUS_MESSAGE_REQUIRED_MESSAGE,
  REQUEST_NAME_REQUIRED_MESSAGE,
  TRANSITIONS,
  type ApplicationStatus,
  type DocumentRequestInput,
  type Locale,
  type StaffOutstandingDocument,
  type StatusChangeBody,
} from '@studychina/contracts';
import { toast } from '../../lib/toast';
import { BlockedMoves, blockedStatuses } from './BlockedMoves';
import { DocumentRequestPicker, requestsToSend } from './DocumentRequestPicker';
import { MailPreview } from './MailPreview';
import { TemplatePicker } from './TemplatePicker';

/** The statuses staff may move an application to from `status`: the contracts' graph, nothing else. */
export const staffNextStatuses = (status: ApplicationStatus): ApplicationStatus[] =>
  TRANSITIONS.filter((t) => t.from === status && t.by.includes('staff')).map((t) => t.to);

/** The change as the form stands: what is sent, and what the preview shows the mail of. */
const statusChangeBody = (
  status: ApplicationStatus,
  message: string,
  note: string,
  deadline: string,
  requests: DocumentRequestInput[],
) => {
  const body: StatusChangeBody = { status, message: message.trim() };
  if (note.trim()) body.note = note.trim();
  if (status === 'action_required' && deadline) body.deadline = deadline;
  if (requests.length > 0) body.requests = requests;
  return body;
};

interface StatusPanelProps {
  applicationId: string;
  status: ApplicationStatus;
  /** The student's language: the preview's and the templates'. */
  locale: Locale;
  busy: boolean;
  /** Resolves true when the change was saved (the form then empties). */
  onSubmit(body: StatusChangeBody): Promise<boolean>;
  /** What keeps forwarding and admitting from being possible (the application's `outstanding`). */
  outstanding?: readonly StaffOutstandingDocument[];
}

/**
 * docs/product.md#back-office-screens: only the legal next statuses, a required message to the student,
 * an optional internal note, a deadline for action_required, and the mail the student will receive.
 */
export function StatusPanel({ applicationId, status, locale, busy, onSubmit, outstanding = [] }: StatusPanelProps) {
  const options = staffNextStatuses(status);
  const blocked = blockedStatuses(options, outstanding);
  const [to, setTo] = useState<ApplicationStatus | ''>('');
  const [message, setMessage] = useState('');
  const [note, setNote] = useState('');
  const [deadline, setDeadline] = useState('');
  const [requests, setRequests] = useState<DocumentRequestInput[]>([]);
  const target = to && options.includes(to) && !blocked.includes(to) ? to : '';
  // Null while a named request has no name yet: nothing is sent (and the preview waits).
  const asked = target === 'action_required' ? requestsToSend(requests) : [];
  const body = target && asked ? statusChangeBody(target, message, note, deadline, asked) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target || busy) return;
    if (!body) return void toast.error(REQUEST_NAME_REQUIRED_MESSAGE);
    if (!body.message) return void toast.error(STATUS_MESSAGE_REQUIRED_MESSAGE);
    if (target === 'action_required' && !deadline) return void toast.error(DEADLINE_REQUIRED_MESSAGE);
    if (await onSubmit(body)) {
      setTo('');
      setMessage('');
      setNote('');
      setDeadline('');
      setRequests([]);
    }
  };

  return (
    <section className="card admin-panel" aria-labelledby="status-panel-title">
      <h2 id="status-panel-title">{COPY.statusPanel}</h2>
      <p>
        {COPY.currentStatus}: <strong>{STAFF_STATUS_LABELS[status]}</strong>
      </p>
      {options.length === 0 ? (
        <p className="muted">{COPY.noNextStatus}</p>
      ) : (
        <form className="form" noValidate onSubmit={(e) => void submit(e)}>
          <div className="field">
            <label htmlFor="status-to">{COPY.nextStatus}</label>
            <select
              id="status-to"
              value={target}
              aria-describedby={blocked.length > 0 ? 'status-blocked' : undefined}
              onChange={(e) => setTo(e.target.value as ApplicationStatus)}
            >
              <option value="" disabled>
                —
              </option>
              {options.map((s) => (
                <option key={s} value={s} disabled={blocked.includes(s)}>
                  {STAFF_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <BlockedMoves id="status-blocked" blocked={blocked} outstanding={outstanding} />
          {target && (
            <>
              <TemplatePicker status={target} locale={locale} onPick={setMessage} />
              <div className="field">
                <label htmlFor="status-message">{COPY.message}</label>
                <textarea
                  id="status-message"
                  required
                  aria-required="true"
                  rows={4}
                  value={message}
                  onChange={(e) => setMessage(e.target.value)}
                />
              </div>
              {target === 'action_required' && (
                <div className="field">
                  <label htmlFor="status-deadline">{COPY.deadline}</label>
                  <input
                    id="status-deadline"
                    type="date"
                    required
                    aria-required="true"
                    value={deadline}
                    onChange={(e) => setDeadline(e.target.value)}
                  />
                </div>
              )}
              {target === 'action_required' && <DocumentRequestPicker value={requests} onChange={setRequests} />}
              <div className="field">
                <label htmlFor="status-note">{COPY.note}</label>
                <textarea id="status-note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
              </div>
              <MailPreview applicationId={applicationId} body={body} />
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {COPY.changeStatus}
              </button>
            </>
          )}
        </form>
      )}
    </section>
  );
}
