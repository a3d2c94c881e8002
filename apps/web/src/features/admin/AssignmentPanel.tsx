import { useState, type FormEvent } from 'react';
import { APPLICATION_COPY as COPY, type StaffApplication } from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { adminApi } from './admin.api';
import { fullName, type Actions } from './application-actions';

export function AssignmentPanel({ application, actions }: { application: StaffApplication; actions: Actions }) {
  const { token, user } = useSession();
  const isAdmin = user?.role === 'admin';
  // Admins can list staff (GET /admin/staff); staff members assign themselves or nobody.
  const staff = useLoad(isAdmin ? ['/admin/staff', token] : null, (signal) => adminApi.staff(token, signal));
  const [choice, setChoice] = useState(application.assignee?.id ?? '');
  const people = new Map<string, string>();
  if (user) people.set(user.id, fullName(user));
  if (application.assignee) people.set(application.assignee.id, fullName(application.assignee));
  for (const member of staff.data?.data ?? []) if (member.state !== 'disabled') people.set(member.id, fullName(member));

  const save = (event: FormEvent) => {
    event.preventDefault();
    void actions.run(() => adminApi.assign(application.id, choice || null, token));
  };
  return (
    <section className="card admin-panel" aria-labelledby="assignment-title">
      <h2 id="assignment-title">{COPY.assignment}</h2>
      <form className="form inline-form" onSubmit={save}>
        <div className="field">
          <label htmlFor="assignee">{COPY.assignTo}</label>
          <select id="assignee" value={choice} onChange={(e) => setChoice(e.target.value)}>
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
    </section>
  );
}
