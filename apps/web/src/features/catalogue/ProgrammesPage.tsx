import { localizedPath } from '@studychina/contracts';
import { useRef, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { hasCode } from '../../lib/api';
import { programmesRead } from './catalogue.api';
import type { ProgrammeFacet, ProgrammesPageResponse } from '@studychina/contracts';
import { FacetFilters } from './FacetFilters';
import { programmesTitle } from './page-meta';
import { ProgrammeCard } from './ProgrammeCard';
import { ResultsPager } from './ResultsPager';
import { useCatalogueText } from './texts';
import { useCatalogueRead, useDocumentTitle } from './useCatalogueRead';
import { useFormChoicesOnHydration } from './useFormChoicesOnHydration';
import './catalogue.css';

const SORTS = ['relevance', 'tuition', 'deadline', 'name'] as const;
/** The order the address leaves out. */
const DEFAULT_CHOICES = { sort: 'relevance' } as const;

/**
 * /programmes (issue 28): search and filters whose whole state is the address (shareable, Back works). The
 * filters are one GET form, so it works before the app has started and without JavaScript, like the majors
 * pager; once the app runs, a change applies at once without reloading. The server renders every address
 * of it, filters included (docs/decisions/0114-catalogue-pages-rendered-on-request.md).
 */
export function ProgrammesPage() {
  const { t, locale } = useCatalogueText();
  const [params, setParams] = useSearchParams();
  const result = useCatalogueRead<ProgrammesPageResponse>(programmesRead(params));
  const answer = result.data;
  useDocumentTitle(answer ? programmesTitle(t, params, answer) : null);
  // A box ticked before the app took the page over is applied, not redrawn unticked.
  const form = useRef<HTMLFormElement>(null);
  useFormChoicesOnHydration(form, params, setParams, DEFAULT_CHOICES);

  // A new filter starts again from the first page.
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    change(next);
    setParams(next);
  };
  const toggle = (name: ProgrammeFacet, value: string, checked: boolean) =>
    update((next) => {
      const values = next.getAll(name).filter((v) => v !== value);
      next.delete(name);
      for (const v of checked ? [...values, value] : values) next.append(name, v);
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    // As the browser would submit it, less the empty fields and the default order: a short, shareable address.
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string' && value.trim() !== '' && !(name === 'sort' && value === 'relevance'))
        next.append(name, value.trim());
    setParams(next);
  };
  const filtered = [...params.keys()].some((name) => name !== 'page' && name !== 'sort');
  const sort = params.get('sort') ?? 'relevance';

  return (
    <div className="container section catalogue">
      <h1>{t('cataloguePage.programmes.heading')}</h1>
      <p className="catalogue-intro">{t('cataloguePage.programmes.intro')}</p>
      <form
        ref={form}
        className="catalogue-layout"
        action={localizedPath('/programmes', locale)}
        method="get"
        role="search"
        onSubmit={submit}
      >
        <div className="catalogue-search">
          <label htmlFor="programme-q">{t('cataloguePage.search.label')}</label>
          <div className="catalogue-search-row">
            <input
              id="programme-q"
              className="input"
              type="search"
              name="q"
              defaultValue={params.get('q') ?? ''}
              key={params.get('q') ?? ''}
              aria-describedby="programme-q-hint"
            />
            <button type="submit" className="btn btn-primary">
              {t('cataloguePage.search.submit')}
            </button>
          </div>
          <p id="programme-q-hint" className="field-hint">
            {t('cataloguePage.search.hint')}
          </p>
        </div>
        <aside className="catalogue-filters" aria-labelledby="filters-heading">
          <div className="catalogue-filters-head">
            <h2 id="filters-heading">{t('cataloguePage.filters.heading')}</h2>
            {filtered && (
              <Link to="/programmes" className="link">
                {t('cataloguePage.filters.clearAll')}
              </Link>
            )}
          </div>
          <FacetFilters facets={answer?.facets} params={params} onToggle={toggle} />
          <div className="field">
            <label htmlFor="programme-tuition">{t('cataloguePage.filters.tuitionMax')}</label>
            <input
              id="programme-tuition"
              className="input"
              type="number"
              name="tuitionMax"
              min={0}
              step={1000}
              inputMode="numeric"
              defaultValue={params.get('tuitionMax') ?? ''}
              key={params.get('tuitionMax') ?? ''}
            />
          </div>
          <div className="facet-check">
            <input
              type="checkbox"
              id="programme-scholarship"
              name="scholarship"
              value="1"
              checked={params.get('scholarship') === '1'}
              onChange={(event) =>
                update((next) => (event.target.checked ? next.set('scholarship', '1') : next.delete('scholarship')))
              }
            />
            <label htmlFor="programme-scholarship">{t('cataloguePage.filters.scholarship')}</label>
          </div>
          <button type="submit" className="btn btn-secondary btn-block">
            {t('cataloguePage.filters.apply')}
          </button>
        </aside>
        <section className="catalogue-results" aria-labelledby="results-heading">
          <div className="catalogue-results-head">
            <h2 id="results-heading" aria-live="polite">
              {answer ? t('cataloguePage.results.count', { total: answer.total }) : t('cataloguePage.results.heading')}
            </h2>
            <div className="catalogue-sort">
              <label htmlFor="programme-sort">{t('cataloguePage.sort.label')}</label>
              <select
                id="programme-sort"
                name="sort"
                className="input"
                value={sort}
                onChange={(event) =>
                  update((next) =>
                    event.target.value === 'relevance' ? next.delete('sort') : next.set('sort', event.target.value),
                  )
                }
              >
                {SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`cataloguePage.sort.option.${s}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {result.status === 'loading' && <p role="status" className="catalogue-loading" />}
          {result.status === 'failed' && (
            <div className="alert alert-error" role="alert">
              <p>
                {hasCode(result.error, 'VALIDATION_FAILED') || hasCode(result.error, 'PAGE_OUT_OF_RANGE')
                  ? t('cataloguePage.results.invalid')
                  : t('cataloguePage.results.failed')}
              </p>
              <Link to="/programmes" className="link">
                {t('cataloguePage.results.backToAll')}
              </Link>
            </div>
          )}
          {answer && answer.total === 0 && (
            <div className="catalogue-empty">
              <p>
                <strong>{t('cataloguePage.results.none')}</strong>
              </p>
              <p>{t('cataloguePage.results.noneHint')}</p>
              <Link to="/programmes" className="btn btn-primary">
                {t('cataloguePage.results.backToAll')}
              </Link>
            </div>
          )}
          {answer && answer.total > 0 && (
            <>
              <ul className="programme-list" role="list">
                {answer.data.map((programme) => (
                  <li key={programme.id}>
                    <ProgrammeCard programme={programme} />
                  </li>
                ))}
              </ul>
              <ResultsPager page={answer.current_page} lastPage={answer.last_page} params={params} />
            </>
          )}
        </section>
      </form>
    </div>
  );
}
