import { useState, type FormEvent } from 'react';
import {
  STAFF_COPY as COPY,
  STAFF_PERMISSION_COPY as PERMISSIONS,
  STAFF_ROLES,
  STAFF_PERMISSIONS,
  MANAGER_PERMISSION_COPY,
  type StaffAccount,
  type StaffPermission,
} from '@studychina/contracts';
import { Spinner } from '../../components/Spinner';
import { failureText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLoad } from '../../lib/useLoad';
import { useSubmit } from '../../lib/useSubmit';
import { adminApi } from './admin.api';
import { exactDay } from './dates';
import { TableScroll } from './TableScroll';

/** A permission's name (the manager's lives with the overview's texts). */
export const permissionLabel = (permission: StaffPermission): string =>
  permission === 'manager' ? MANAGER_PERMISSION_COPY.label : PERMISSIONS.labels[permission];

const EMPTY = {
  email: '',
  firstname: '',
  lastname: '',
  role: 'staff' as (typeof STAFF_ROLES)[number],
  permissions: [] as StaffPermission[],
};
const withOrWithout = (list: StaffPermission[], permission: StaffPermission, on: boolean) =>
  on ? [...new Set([...list, permission])] : list.filter((p) => p !== permission);

/**
 * /admin/staff, admins only (docs/product.md#back-office-staff-accounts): invite, list, resend an invitation,
 * disable and enable, reset a member's second factor, and give staff the editor permission (admins hold every
 * permission already).
 */
export function StaffPage() {
  const { token, user } = useSession();
  const list = useLoad(['/admin/staff', token], (signal) => adminApi.staff(token, signal));
  const [form, setForm] = useState(EMPTY);
  const invite = useSubmit();
  const toggle = useSubmit();

  const send = (event: FormEvent) =>
    invite.submit(event, {
      call: () =>
        adminApi.invite(
          { ...form, email: form.email.trim(), permissions: form.role === 'staff' ? form.permissions : [] },
          token,
        ),
      done: (answer) => {
        toast.success(answer.message);
        setForm(EMPTY);
        list.reload();
      },
    });
  const resend = (account: StaffAccount) =>
    toggle.submit(null, {
      call: () => adminApi.resendInvitation(account.id, token),
      done: (answer) => toast.success(answer.message),
    });
  const setEnabled = (account: StaffAccount, enabled: boolean) =>
    toggle.submit(null, {
      call: () => adminApi.setEnabled(account.id, enabled, token),
      done: (answer) => {
        toast.success(answer.message);
        list.reload();
      },
    });
  // A lost phone (docs/decisions/0134-staff-second-factor.md): the API ends the member's sessions and mails them.
  const resetSecondFactor = (account: StaffAccount) => {
    if (!window.confirm(COPY.resetMfaConfirm(`${account.firstname} ${account.lastname}`))) return;
    void toggle.submit(null, {
      call: () => adminApi.resetSecondFactor(account.id, token),
      done: (answer) => toast.success(answer.message),
    });
  };
  const setPermission = (account: StaffAccount, permission: StaffPermission, on: boolean) =>
    toggle.submit(null, {
      call: () => adminApi.setPermissions(account.id, withOrWithout(account.permissions, permission, on), token),
      done: (answer) => {
        toast.success(answer.message);
        list.reload();
      },
    });
  const field = (name: 'email' | 'firstname' | 'lastname', type = 'text') => (
    <div className="field">
      <label htmlFor={`invite-${name}`}>{COPY[name]}</label>
      <input
        id={`invite-${name}`}
        type={type}
        required
        value={form[name]}
        autoComplete="off"
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </div>
  );

  return (
    <section className="admin-page" aria-labelledby="staff-title">
      <h1 id="staff-title">{COPY.heading}</h1>
      <form className="card admin-panel form invite-form" noValidate onSubmit={(e) => void send(e)}>
        <h2>{COPY.invite}</h2>
        {field('email', 'email')}
        {field('firstname')}
        {field('lastname')}
        <div className="field">
          <label htmlFor="invite-role">{COPY.role}</label>
          <select
            id="invite-role"
            value={form.role}
            onChange={(e) => setForm({ ...form, role: e.target.value as typeof form.role })}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {COPY.roles[role]}
              </option>
            ))}
          </select>
        </div>
        {form.role === 'staff' &&
          STAFF_PERMISSIONS.map((permission) => (
            <div key={permission} className="field check-field">
              <input
                type="checkbox"
                id={`invite-${permission}`}
                aria-describedby={`invite-${permission}-hint`}
                checked={form.permissions.includes(permission)}
                onChange={(e) =>
                  setForm({ ...form, permissions: withOrWithout(form.permissions, permission, e.target.checked) })
                }
              />
              <label htmlFor={`invite-${permission}`}>{permissionLabel(permission)}</label>
              <p id={`invite-${permission}-hint`} className="field-hint">
                {permission === 'editor' ? PERMISSIONS.hint : MANAGER_PERMISSION_COPY.hint}
              </p>
            </div>
          ))}
        <button type="submit" className="btn btn-primary" disabled={invite.busy}>
          {COPY.send}
        </button>
      </form>

      <h2>{COPY.list}</h2>
      {list.status === 'loading' && <Spinner label={COPY.loading} />}
      {list.status === 'failed' && (
        <p className="alert alert-error" role="alert">
          {failureText(list.error, COPY.failed)}
        </p>
      )}
      {list.data && (
        <TableScroll label={COPY.list}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{COPY.name}</th>
                <th scope="col">{COPY.email}</th>
                <th scope="col">{COPY.role}</th>
                <th scope="col">{PERMISSIONS.column}</th>
                <th scope="col">{COPY.state}</th>
                <th scope="col">{COPY.since}</th>
                <th scope="col">{COPY.actions}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((account) => (
                <tr key={account.id}>
                  <th scope="row">
                    {account.firstname} {account.lastname}
                  </th>
                  <td>{account.email}</td>
                  <td>{account.role === 'admin' ? COPY.roles.admin : COPY.roles.staff}</td>
                  <td>
                    {account.role === 'admin'
                      ? PERMISSIONS.admin
                      : STAFF_PERMISSIONS.map((permission) => (
                          <label key={permission} className="staff-permission">
                            <input
                              type="checkbox"
                              checked={account.permissions.includes(permission)}
                              disabled={toggle.busy}
                              aria-label={PERMISSIONS.boxFor(
                                permissionLabel(permission),
                                `${account.firstname} ${account.lastname}`,
                              )}
                              onChange={(e) => void setPermission(account, permission, e.target.checked)}
                            />{' '}
                            {permissionLabel(permission)}
                          </label>
                        ))}
                  </td>
                  <td>{COPY.states[account.state]}</td>
                  <td>{exactDay(account.createdAt)}</td>
                  <td>
                    <div className="staff-actions">
                      {account.state === 'invited' && (
                        <button
                          type="button"
                          className="btn btn-sm btn-secondary"
                          disabled={toggle.busy}
                          aria-label={`${COPY.resend} ${account.email}`}
                          onClick={() => void resend(account)}
                        >
                          {COPY.resend}
                        </button>
                      )}
                      {account.id !== user?.id && (
                        <button
                          type="button"
                          className="btn btn-sm btn-secondary"
                          disabled={toggle.busy}
                          aria-label={`${account.state === 'disabled' ? COPY.enable : COPY.disable} ${account.email}`}
                          onClick={() => void setEnabled(account, account.state === 'disabled')}
                        >
                          {account.state === 'disabled' ? COPY.enable : COPY.disable}
                        </button>
                      )}
                      {account.id !== user?.id && account.state === 'active' && (
                        <button
                          type="button"
                          className="btn btn-sm btn-secondary"
                          disabled={toggle.busy}
                          aria-label={`${COPY.resetMfa} ${account.email}`}
                          onClick={() => resetSecondFactor(account)}
                        >
                          {COPY.resetMfa}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
