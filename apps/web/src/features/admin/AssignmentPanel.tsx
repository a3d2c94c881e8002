import { useState, type FormEvent } from 'react';
import { APPLICATION_COPY as COPY, TRIAGE_COPY as TRIAGE, type StaffApplication } from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { adminApi } from './admin.api';
import { fullName, type Actions } from './application-actions';
import { TakeOverConfirm } from './TakeOverConfirm';

export function AssignmentPanel({ application, actions }: { application: StaffApplication; actions: Actions }) {
  const { token, user } = useSession();
  const isAdmin = user?.role === 'admin';
  // Admins can list staff (GET /admin/staff); staff members assign themselves or nobody.
  const staff = useLoad(isAdmin ? ['/admin/staff', token] : null, (signal) => adminApi.staff(token, signal));
  const [choice, setChoice] = useState(application.assignee?.id ?? '');
  const [confirming, setConfirming] = useState(false);
  const people = new Map<string, string>();
  if (user) people.set(user.id, fullName(user));
  if (application.assignee) people.set(application.assignee.id, fullName(application.assignee));
  for (const member of staff.data?.data ?? []) if (member.state !== 'disabled') people.set(member.id, fullName(member));

  const current = application.assignee;
  // The API refuses (409) if the assignee is no longer the one shown here: nobody takes over unknowingly.
  const assign = () =>
    void actions.run(() => adminApi.assign(application.id, choice || null, token, current?.id ?? null));
  const save = (event: FormEvent) => {
    event.preventDefault();
    // A colleague's application (not mine, not staying theirs): ask first, naming them.
    if (current && current.id !== user?.id && current.id !== (choice || null)) setConfirming(true);
    else assign();
  };
  return (
    <section className="card admin-panel" aria-labelledby="assignment-title">
      <h2 id="assignment-title">{COPY.assignment}</h2>
      <form className="form inline-form" onSubmit={save}>
        <div className="field">
          <label htmlFor="assignee">{COPY.assignTo}</label>
          <select
            id="assignee"
            value={choice}
            onChange={(e) => {
              setChoice(e.target.value);
              setConfirming(false);
            }}
          >
            <option value="">{COPY.nobody}</option>
            {[...people].map(([personId, name]) => (
              <option key={personId} value={personId}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-sm btn-secondary" disabled={actions.busy}>
          {COPY.assign}
        </button>
      </form>
      {confirming && current && (
        <TakeOverConfirm
          text={TRIAGE.takeOverOne(fullName(current))}
          busy={actions.busy}
          onConfirm={() => {
            setConfirming(false);
            assign();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
