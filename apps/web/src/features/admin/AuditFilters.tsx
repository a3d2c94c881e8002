import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  AUDIT_ACTION_GROUPS,
  AUDIT_ACTION_LABELS,
  AUDIT_COPY as COPY,
  type AuditEntryView,
} from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { adminApi } from './admin.api';
import { fullName } from './application-actions';

const TEXT_FILTERS = ['actor', 'application', 'action', 'from', 'to'] as const;
const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The audit page's filters (docs/product.md#back-office-screens): a staff member picked by name (the API
 * keeps `actor=<id>`), an application by its short or full id, an action, days, and the automatic views.
 * They live in the URL: `onApply` gets the next query.
 */
export function AuditFilters({
  params,
  rows,
  onApply,
}: {
  params: URLSearchParams;
  /** The rows shown: they name an actor of the URL that is not staff (a student). */
  rows: AuditEntryView[];
  onApply(next: URLSearchParams): void;
}) {
  const { token } = useSession();
  const staff = useLoad(['/admin/staff', token], (signal) => adminApi.staff(token, signal));
  const people = (staff.data?.data ?? [])
    .map((member) => ({ id: member.id, name: `${fullName(member)} (${COPY.roles[member.role]})` }))
    .sort((a, b) => byName.compare(a.name, b.name));
  const actor = params.get('actor') ?? '';
  if (actor && !people.some((person) => person.id === actor)) {
    const named = rows.find((row) => row.actor?.id === actor)?.actor;
    people.unshift({ id: actor, name: named ? `${fullName(named)} (${COPY.roles[named.role]})` : actor });
  }

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of TEXT_FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    if (form.get('views')) next.set('views', '1');
    onApply(next);
  };

  return (
    // Remade when the URL changes or the staff list arrives, so the fields show what the URL says.
    <form key={`${params.toString()}|${people.length}`} className="queue-filters" role="search" onSubmit={apply}>
      <div className="field">
        <label htmlFor="audit-actor">{COPY.actor}</label>
        <select id="audit-actor" name="actor" defaultValue={actor}>
          <option value="">{COPY.anyone}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="audit-application">{COPY.application}</label>
        <input
          id="audit-application"
          name="application"
          autoComplete="off"
          spellCheck={false}
          aria-describedby="audit-application-hint"
          defaultValue={params.get('application') ?? ''}
        />
        <span id="audit-application-hint" className="field-hint">
          {COPY.applicationHint}
        </span>
      </div>
      <div className="field">
        <label htmlFor="audit-action">{COPY.action}</label>
        <select id="audit-action" name="action" defaultValue={params.get('action') ?? ''}>
          <option value="">{COPY.allActions}</option>
          {Object.entries(AUDIT_ACTION_GROUPS).map(([group, actions]) => (
            <optgroup key={group} label={group}>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {AUDIT_ACTION_LABELS[action]}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="audit-from">{COPY.from}</label>
        <input id="audit-from" name="from" type="date" defaultValue={params.get('from') ?? ''} />
      </div>
      <div className="field">
        <label htmlFor="audit-to">{COPY.to}</label>
        <input id="audit-to" name="to" type="date" defaultValue={params.get('to') ?? ''} />
      </div>
      <div className="field check-field">
        <input
          id="audit-views"
          name="views"
          type="checkbox"
          value="1"
          aria-describedby="audit-views-hint"
          defaultChecked={params.get('views') === '1'}
          // Ticking it is a choice of what to see: applied at once, with the other filters as typed.
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        />
        <label htmlFor="audit-views">{COPY.views}</label>
        <span id="audit-views-hint" className="field-hint">
          {COPY.viewsHint}
        </span>
      </div>
      <div className="queue-filter-actions">
        <button type="submit" className="btn btn-primary btn-sm">
          {COPY.filter}
        </button>
        <Link to="/admin/audit" className="btn btn-secondary btn-sm">
          {COPY.clear}
        </Link>
      </div>
    </form>
  );
}
