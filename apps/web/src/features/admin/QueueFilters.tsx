import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PAYMENTS_COPY, QUEUE_COPY as COPY, TRIAGE_COPY as TRIAGE, isCountryCode } from '@studychina/contracts';
import { countryOptions } from '../../lib/countries';
import { useLoad } from '../../lib/useLoad';
import { adminApi } from './admin.api';
import { fullName } from './application-actions';
import { withChanges } from './queue-url';

/** The filters the form edits (status and page move with links, sort at once); `assignee` is the old `assigned`. */
const FORM_FILTERS = [
  'q',
  'nationality',
  'major',
  'university',
  'programme',
  'intake',
  'assigned',
  'invoiceStatus',
  'overdue',
  'waitingDays',
  'from',
  'to',
] as const;
/** Filters by a catalogue slug: a page's address pasted whole (https://…/fr/programmes/<slug>?x) gives its slug. */
const SLUG_FILTERS = new Set<string>(['university', 'programme']);
const slugOf = (value: string) => value.split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? '';

export interface StaffOption {
  id: string;
  firstname: string;
  lastname: string;
}

/** A select's options, with the current value kept when it is not one of them (an old link's free text). */
function keep(value: string, known: boolean) {
  return value && !known ? <option value={value}>{value}</option> : null;
}

/**
 * The queue's filter form (docs/product.md#back-office-screens): nationality from the countries (their
 * English names), major from the catalogue, the programme chosen (university, programme, intake), assignee,
 * overdue corrections, days waiting, submission dates. Applying it writes the URL (page back to 1), which the
 * CSV export follows too.
 */
export function QueueFilters({
  params,
  staff,
  onApply,
}: {
  params: URLSearchParams;
  staff: StaffOption[];
  onApply: (search: string) => void;
}) {
  // Its own call, not lib/majors.ts: one more entry module imported by this chunk made the bundler split
  // the entry (+2.5 KiB on home's first download: docs/decisions/0104-french-from-the-first-response.md).
  const majors = useLoad(['/admin/majors'], (signal) => adminApi.majors(signal)).data?.data ?? [];
  const { frequent, all } = countryOptions('en');
  const status = params.get('status') ?? '';
  const nationality = params.get('nationality') ?? '';
  const major = params.get('major') ?? '';
  const assigned = params.get('assigned') ?? params.get('assignee') ?? '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const changes: Record<string, string | null> = { assignee: null };
    for (const name of FORM_FILTERS) {
      const value = String(form.get(name) ?? '').trim();
      changes[name] = (SLUG_FILTERS.has(name) ? slugOf(value) : value) || null;
    }
    onApply(withChanges(params, changes));
  };

  return (
    // key: a new URL (back/forward, a shared link) refills the form from it.
    <form key={params.toString()} className="queue-filters" role="search" onSubmit={submit}>
      <HintedField name="q" type="search" label={COPY.search} hint={COPY.searchHint} params={params} wide />
      <div className="field">
        <label htmlFor="queue-nationality">{COPY.nationality}</label>
        <select id="queue-nationality" name="nationality" defaultValue={nationality}>
          <option value="">{TRIAGE.anyCountry}</option>
          {keep(nationality, isCountryCode(nationality))}
          {[...frequent, ...all].map((country, i) => (
            <option key={`${i < frequent.length ? 'f' : 'a'}-${country.code}`} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="queue-major">{COPY.major}</label>
        <select id="queue-major" name="major" defaultValue={major}>
          <option value="">{TRIAGE.anyMajor}</option>
          {keep(
            major,
            majors.some((m) => m.name === major),
          )}
          {majors.map((m) => (
            <option key={m.id} value={m.name}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <HintedField name="university" label={COPY.university} hint={COPY.universityHint} params={params} />
      <HintedField name="programme" label={COPY.programme} hint={COPY.programmeHint} params={params} />
      <HintedField name="intake" type="month" label={COPY.intake} hint={COPY.intakeHint} params={params} />
      <div className="field">
        <label htmlFor="queue-assigned">{COPY.assignee}</label>
        <select id="queue-assigned" name="assigned" defaultValue={assigned}>
          <option value="">{COPY.anyone}</option>
          <option value="me">{COPY.me}</option>
          <option value="none">{COPY.nobody}</option>
          {keep(assigned, ['me', 'none'].includes(assigned) || staff.some((s) => s.id === assigned))}
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {fullName(member)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="queue-invoice">{PAYMENTS_COPY.filter}</label>
        <select id="queue-invoice" name="invoiceStatus" defaultValue={params.get('invoiceStatus') ?? ''}>
          <option value="">{PAYMENTS_COPY.any}</option>
          {(Object.keys(PAYMENTS_COPY.invoiceStatuses) as (keyof typeof PAYMENTS_COPY.invoiceStatuses)[]).map(
            (status) => (
              <option key={status} value={status}>
                {PAYMENTS_COPY.invoiceStatuses[status]}
              </option>
            ),
          )}
          <option value="none">{PAYMENTS_COPY.filterNone}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="queue-waiting">{TRIAGE.waitingDays}</label>
        <input
          id="queue-waiting"
          name="waitingDays"
          type="number"
          min={0}
          inputMode="numeric"
          defaultValue={params.get('waitingDays') ?? ''}
        />
      </div>
      <div className="field">
        <label htmlFor="queue-from">{COPY.from}</label>
        <input id="queue-from" name="from" type="date" defaultValue={params.get('from') ?? ''} />
      </div>
      <div className="field">
        <label htmlFor="queue-to">{COPY.to}</label>
        <input id="queue-to" name="to" type="date" defaultValue={params.get('to') ?? ''} />
      </div>
      <div className="field queue-check">
        <input
          id="queue-overdue"
          name="overdue"
          type="checkbox"
          value="1"
          defaultChecked={params.get('overdue') === '1'}
        />
        <label htmlFor="queue-overdue">{TRIAGE.overdue}</label>
      </div>
      <div className="queue-filter-actions">
        <button type="submit" className="btn btn-primary btn-sm">
          {COPY.apply}
        </button>
        <Link className="btn btn-secondary btn-sm" to={status ? `?status=${status}` : '/admin'}>
          {COPY.clear}
        </Link>
      </div>
    </form>
  );
}

/**
 * A text filter with its hint: the search, and the programme chosen (docs/product.md#queue-admin), university and
 * programme by their slug, intake as a month (a text field where the browser has no month picker).
 */
function HintedField({
  name,
  type = 'text',
  label,
  hint,
  params,
  wide = false,
}: {
  name: 'q' | 'university' | 'programme' | 'intake';
  type?: 'text' | 'search' | 'month';
  label: string;
  hint: string;
  params: URLSearchParams;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'field queue-search' : 'field'}>
      <label htmlFor={`queue-${name}`}>{label}</label>
      <input
        id={`queue-${name}`}
        name={name}
        type={type}
        spellCheck={type === 'text' ? false : undefined}
        autoCapitalize={type === 'text' ? 'none' : undefined}
        pattern={type === 'month' ? '\\d{4}-\\d{2}' : undefined}
        placeholder={type === 'month' ? '2027-09' : undefined}
        defaultValue={params.get(name) ?? ''}
        aria-describedby={`queue-${name}-hint`}
      />
      <span id={`queue-${name}-hint`} className="field-hint">
        {hint}
      </span>
    </div>
  );
}
