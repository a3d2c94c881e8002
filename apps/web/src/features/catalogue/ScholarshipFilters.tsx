import { DEGREE_LEVELS, SCHOLARSHIP_PROVIDERS, localizedPath } from '@studychina/contracts';
import { useRef, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { degreeText, providerText, useCatalogueText } from './texts';
import { useFormChoicesOnHydration } from './useFormChoicesOnHydration';

/**
 * The scholarships' filters (the API's `provider`, `degree` and `open=1`): a GET form whose state is the address,
 * working before and without JavaScript like the programmes' (./FacetFilters.tsx); the app applies a change at once.
 */
export function ScholarshipFilters() {
  const { t, locale } = useCatalogueText();
  const [params, setParams] = useSearchParams();
  // A box ticked before the app took the page over is applied, not redrawn unticked.
  const form = useRef<HTMLFormElement>(null);
  useFormChoicesOnHydration(form, params, setParams);
  const toggle = (name: string, value: string, checked: boolean) => {
    const next = new URLSearchParams(params);
    const values = next.getAll(name).filter((v) => v !== value);
    next.delete(name);
    next.delete('page');
    for (const v of checked ? [...values, value] : values) next.append(name, v);
    setParams(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') next.append(name, value);
    setParams(next);
  };
  const group = (
    name: 'provider' | 'degree',
    legend: string,
    values: readonly string[],
    label: (v: string) => string,
  ) => (
    <details className="facet" open={params.has(name)}>
      <summary>{legend}</summary>
      <fieldset>
        <legend className="visually-hidden">{legend}</legend>
        <ul role="list">
          {values.map((value) => (
            <li key={value}>
              <input
                type="checkbox"
                id={`scholarship-${name}-${value}`}
                name={name}
                value={value}
                checked={params.getAll(name).includes(value)}
                onChange={(event) => toggle(name, value, event.target.checked)}
              />
              <label htmlFor={`scholarship-${name}-${value}`}>{label(value)}</label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
  return (
    <form
      ref={form}
      className="catalogue-filters scholarship-filters"
      action={localizedPath('/scholarships', locale)}
      method="get"
      aria-labelledby="scholarship-filters"
      onSubmit={submit}
    >
      <div className="catalogue-filters-head">
        <h2 id="scholarship-filters">{t('cataloguePage.filters.heading')}</h2>
        {params.size > 0 && (
          <Link to="/scholarships" className="link">
            {t('cataloguePage.filters.clearAll')}
          </Link>
        )}
      </div>
      {group('provider', t('cataloguePage.scholarships.providerLabel'), SCHOLARSHIP_PROVIDERS, (v) =>
        providerText(t, v as (typeof SCHOLARSHIP_PROVIDERS)[number]),
      )}
      {group('degree', t('cataloguePage.facet.degree'), DEGREE_LEVELS, (v) =>
        degreeText(t, v as (typeof DEGREE_LEVELS)[number]),
      )}
      <div className="facet-check">
        <input
          type="checkbox"
          id="scholarship-open"
          name="open"
          value="1"
          checked={params.get('open') === '1'}
          onChange={(event) => toggle('open', '1', event.target.checked)}
        />
        <label htmlFor="scholarship-open">{t('cataloguePage.scholarships.openOnly')}</label>
      </div>
      <button type="submit" className="btn btn-secondary btn-block">
        {t('cataloguePage.filters.apply')}
      </button>
    </form>
  );
}
