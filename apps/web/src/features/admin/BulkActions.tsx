import { useState, type FormEvent } from 'react';
import {
  APPLICATION_STATUSES,
  DEADLINE_REQUIRED_MESSAGE,
  STAFF_STATUS_LABELS,
  STATUS_MESSAGE_REQUIRED_MESSAGE,
  TRANSITIONS,
  TRIAGE_COPY as TRIAGE,
  type ApplicationStatus,
  type BulkBody,
  type BulkResult,
  type QueueRow,
} from '@studychina/contracts';
import { failureText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { adminApi } from './admin.api';
import { fullName } from './application-actions';
import type { StaffOption } from './QueueFilters';
import { TakeOverConfirm } from './TakeOverConfirm';

/** The statuses staff can move some application to (each application is then checked by the API). */
const TARGETS = APPLICATION_STATUSES.filter((to) => TRANSITIONS.some((t) => t.to === to && t.by.includes('staff')));

/** Who has the selected applications besides the caller and the new assignee: the colleagues to warn about. */
function colleaguesOf(rows: QueueRow[], target: string | null, me: string) {
  const theirs = rows.filter((row) => row.assignee && row.assignee.id !== target && row.assignee.id !== me);
  const names = [...new Set(theirs.map((row) => fullName(row.assignee!)))];
  return { count: theirs.length, names };
}

/**
 * Bulk actions on the selected applications (docs/product.md#back-office-screens): assign them (to me, to a
 * staff member, to nobody) or move them with one message. Taking a colleague's applications asks first,
 * naming them. The API answers per application; what it refused is listed with its reason and stays selected.
 */
export function BulkActions({
  rows,
  staff,
  onDone,
}: {
  rows: QueueRow[];
  staff: StaffOption[];
  onDone: (refused: string[]) => void;
}) {
  const { token, user } = useSession();
  const me = user?.id ?? '';
  const [busy, setBusy] = useState(false);
  const [assignTo, setAssignTo] = useState('me');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [message, setMessage] = useState('');
  const [deadline, setDeadline] = useState('');
  const [confirm, setConfirm] = useState<{ text: string; body: BulkBody } | null>(null);
  const [refused, setRefused] = useState<Array<BulkResult & { name: string }>>([]);
  const ids = rows.map((row) => row.id);

  const send = async (body: BulkBody) => {
    setBusy(true);
    try {
      const answer = await adminApi.bulk(body, token);
      const names = new Map(rows.map((row) => [row.id, row.applicantName]));
      const failed = answer.results.filter((result) => !result.ok);
      setRefused(failed.map((result) => ({ ...result, name: names.get(result.id) ?? result.id })));
      if (failed.length === 0) toast.success(answer.message);
      else toast.error(answer.message);
      setConfirm(null);
      if (body.status) setMessage('');
      onDone(failed.map((result) => result.id));
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const assign = (event: FormEvent) => {
    event.preventDefault();
    const target = assignTo === 'me' ? me : assignTo === 'none' ? null : assignTo;
    const body: BulkBody = { ids, assign: target };
    const { count, names } = colleaguesOf(rows, target, me);
    if (count > 0) setConfirm({ text: TRIAGE.takeOverMany(names, count), body: { ...body, takeOver: true } });
    else void send(body);
  };

  const move = (event: FormEvent) => {
    event.preventDefault();
    if (!status) return;
    if (!message.trim()) return void toast.error(STATUS_MESSAGE_REQUIRED_MESSAGE);
    if (status === 'action_required' && !deadline) return void toast.error(DEADLINE_REQUIRED_MESSAGE);
    void send({ ids, status, message: message.trim(), ...(status === 'action_required' ? { deadline } : {}) });
  };

  return (
    <section className="card admin-panel bulk-actions" aria-labelledby="bulk-title" aria-busy={busy}>
      <h2 id="bulk-title">
        {TRIAGE.bulkActions}: {TRIAGE.selected(rows.length)}
      </h2>
      <form className="bulk-row" onSubmit={assign}>
        <div className="field">
          <label htmlFor="bulk-assign">{TRIAGE.bulkAssignTo}</label>
          <select id="bulk-assign" value={assignTo} onChange={(e) => setAssignTo(e.target.value)}>
            <option value="me">{TRIAGE.bulkToMe}</option>
            <option value="none">{TRIAGE.bulkNobody}</option>
            {staff
              .filter((member) => member.id !== me)
              .map((member) => (
                <option key={member.id} value={member.id}>
                  {fullName(member)}
                </option>
              ))}
          </select>
        </div>
        <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
          {TRIAGE.bulkAssign}
        </button>
      </form>
      {confirm && (
        <TakeOverConfirm
          text={confirm.text}
          busy={busy}
          onConfirm={() => void send(confirm.body)}
          onCancel={() => setConfirm(null)}
        />
      )}
      <form className="bulk-row" noValidate onSubmit={move}>
        <div className="field">
          <label htmlFor="bulk-status">{TRIAGE.bulkStatus}</label>
          <select id="bulk-status" value={status} onChange={(e) => setStatus(e.target.value as ApplicationStatus)}>
            <option value="">{TRIAGE.bulkStatusChoose}</option>
            {TARGETS.map((s) => (
              <option key={s} value={s}>
                {STAFF_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        {status && (
          <div className="field bulk-message">
            <label htmlFor="bulk-message">{TRIAGE.bulkMessage}</label>
            <textarea id="bulk-message" rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
          </div>
        )}
        {status === 'action_required' && (
          <div className="field">
            <label htmlFor="bulk-deadline">{TRIAGE.bulkDeadline}</label>
            <input id="bulk-deadline" type="date" value={deadline} onChange={(e) => setDeadline(e.target.value)} />
          </div>
        )}
        <button type="submit" className="btn btn-sm btn-primary" disabled={busy || !status}>
          {TRIAGE.bulkApply}
        </button>
      </form>
      <div aria-live="polite">
        {refused.length > 0 && (
          <div className="alert alert-error">
            <p>{TRIAGE.bulkRefused}</p>
            <ul>
              {refused.map((result) => (
                <li key={result.id}>
                  {result.name}: {result.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
