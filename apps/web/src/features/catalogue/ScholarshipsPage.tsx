import { Link, useSearchParams } from 'react-router-dom';
import { scholarshipsRead } from './catalogue.api';
import type { ScholarshipsPageResponse } from '@studychina/contracts';
import { NotInCatalogue } from './NotInCatalogue';
import { ScholarshipCovers } from './ScholarshipCovers';
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
      {result.data?.data.length === 0 && <p>{t('cataloguePage.scholarships.none')}</p>}
      <ul className="programme-list" role="list">
        {result.data?.data.map((s) => (
          <li key={s.id}>
            <article className="card programme-card">
              <h2 className="h3">
                <Link to={`/scholarships/${s.slug}`} className="link">
                  {s.name}
                </Link>
              </h2>
              <p className="catalogue-kicker">{providerText(t, s.provider)}</p>
              <ScholarshipCovers coverage={s.coverage} />
              {s.deadline && (
                <p>{t('cataloguePage.scholarships.deadline', { date: formatDate(s.deadline, locale) })}</p>
              )}
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
