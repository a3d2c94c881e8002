import type { FormEvent } from 'react';
import {
  PLACEMENT_COPY as COPY,
  PLACEMENT_MAX_LENGTH,
  PLACEMENT_UNIVERSITY_REQUIRED_MESSAGE,
  type PlacementField,
  type StaffApplication,
} from '@studychina/contracts';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { adminApi } from './admin.api';
import type { Actions } from './application-actions';

const FIELDS = Object.keys(PLACEMENT_MAX_LENGTH) as PlacementField[];

/**
 * Where it went (docs/product.md#back-office-where-it-went): the university, programme and admission number,
 * which the student sees. Offered once the application has been forwarded (the API refuses it before).
 */
export function PlacementPanel({
  application,
  actions,
}: {
  application: Pick<StaffApplication, 'id' | 'events' | 'placement'>;
  actions: Actions;
}) {
  const { token } = useSession();
  const forwarded = application.events.some((event) => event.toStatus === 'forwarded_to_university');
  const { placement } = application;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '').trim()])) as Record<
      PlacementField,
      string
    >;
    if (!body.forwardedUniversity && (body.forwardedProgramme || body.admissionNumber))
      return void toast.error(PLACEMENT_UNIVERSITY_REQUIRED_MESSAGE);
    void actions.run(() => adminApi.placement(application.id, body, token));
  };

  return (
    <section className="card admin-panel" aria-labelledby="placement-title">
      <h2 id="placement-title">{COPY.heading}</h2>
      {forwarded ? (
        // Remade with each saved answer, so the fields show what is stored.
        <form key={JSON.stringify(placement)} className="form" noValidate onSubmit={save}>
          <p className="field-hint">{COPY.hint}</p>
          {FIELDS.map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`placement-${field}`}>{COPY[field]}</label>
              <input
                id={`placement-${field}`}
                name={field}
                maxLength={PLACEMENT_MAX_LENGTH[field]}
                defaultValue={placement[field] ?? ''}
              />
            </div>
          ))}
          <button type="submit" className="btn btn-sm btn-secondary" disabled={actions.busy}>
            {COPY.save}
          </button>
        </form>
      ) : (
        <p className="muted">{COPY.notYet}</p>
      )}
    </section>
  );
}
