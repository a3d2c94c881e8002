import { Link, useSearchParams } from 'react-router-dom';
import { scholarshipsRead } from './catalogue.api';
import type { ScholarshipsPageResponse } from '@studychina/contracts';
import { NotInCatalogue } from './NotInCatalogue';
import { ScholarshipCovers } from './ScholarshipCovers';
import { ScholarshipFilters } from './ScholarshipFilters';
import { formatDate, providerText, useCatalogueText } from './texts';
import { useCatalogueRead, useDocumentTitle } from './useCatalogueRead';
import './catalogue.css';

/** /scholarships (issue 28): every published scholarship, who offers it, what it covers and its deadline. */
export function ScholarshipsPage() {
  const { t, locale } = useCatalogueText();
  const [params] = useSearchParams();
  const result = useCatalogueRead<ScholarshipsPageResponse>(scholarshipsRead(params));
  useDocumentTitle(t('cataloguePage.meta.scholarships'));
  if (result.status === 'failed') return <NotInCatalogue error={result.error} />;
  return (
    <div className="container section catalogue">
      <h1>{t('cataloguePage.scholarships.heading')}</h1>
      <p className="catalogue-intro">{t('cataloguePage.scholarships.intro')}</p>
      <div className="catalogue-layout">
        <ScholarshipFilters />
        <section aria-labelledby="scholarship-results">
          <h2 id="scholarship-results" className="visually-hidden">
            {t('cataloguePage.results.heading')}
          </h2>
          {result.data?.data.length === 0 && (
            <div className="catalogue-empty">
              <p>{t('cataloguePage.scholarships.none')}</p>
              <Link to="/scholarships" className="btn btn-primary">
                {t('cataloguePage.filters.clearAll')}
              </Link>
            </div>
          )}
          <ul className="programme-list" role="list">
            {result.data?.data.map((s) => (
              <li key={s.id}>
                <article className="card programme-card">
                  <h3>
                    <Link to={`/scholarships/${s.slug}`} className="link">
                      {s.name}
                    </Link>
                  </h3>
                  <p className="catalogue-kicker">{providerText(t, s.provider)}</p>
                  <ScholarshipCovers coverage={s.coverage} />
                  {s.deadline && (
                    <p>{t('cataloguePage.scholarships.deadline', { date: formatDate(s.deadline, locale) })}</p>
                  )}
                </article>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
