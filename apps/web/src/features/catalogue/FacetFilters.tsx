import type { ChangeEvent } from 'react';
import { PROGRAMME_FACETS, type ProgrammeFacet, type ProgrammesPageResponse } from '@studychina/contracts';
import { useCatalogueText } from './texts';

interface FacetFiltersProps {
  facets: ProgrammesPageResponse['facets'] | undefined;
  params: URLSearchParams;
  /** Once the app runs, a ticked box applies at once; before (or without) it, the form's button does. */
  onToggle(name: ProgrammeFacet, value: string, checked: boolean): void;
}

/**
 * One group of boxes per facet, each with its count computed with every other filter applied (the API's
 * `facets`). Plain checkboxes named as the API's parameters inside the page's GET form: the filters work
 * before and without JavaScript, and their state is the address.
 */
export function FacetFilters({ facets, params, onToggle }: FacetFiltersProps) {
  const { t } = useCatalogueText();
  return (
    <>
      {PROGRAMME_FACETS.map((name) => {
        const chosen = new Set(params.getAll(name));
        // A value chosen in the address but with no programme left still shows, so it can be unticked.
        const options = [...(facets?.[name] ?? [])];
        for (const value of chosen)
          if (!options.some((o) => o.value === value)) options.push({ value, label: value, count: 0 });
        if (options.length === 0) return null;
        return (
          <details key={name} className="facet" open={chosen.size > 0 || name === 'degree'}>
            <summary>{t(`cataloguePage.facet.${name}`)}</summary>
            <fieldset>
              <legend className="visually-hidden">{t(`cataloguePage.facet.${name}`)}</legend>
              <ul role="list">
                {options.map((option) => {
                  const id = `facet-${name}-${option.value}`;
                  return (
                    <li key={option.value}>
                      <input
                        type="checkbox"
                        id={id}
                        name={name}
                        value={option.value}
                        checked={chosen.has(option.value)}
                        onChange={(event: ChangeEvent<HTMLInputElement>) =>
                          onToggle(name, option.value, event.target.checked)
                        }
                      />
                      <label htmlFor={id}>
                        {option.label} <span className="facet-count">({option.count})</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          </details>
        );
      })}
    </>
  );
}
