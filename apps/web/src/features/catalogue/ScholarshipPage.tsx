import { Link, useParams } from 'react-router-dom';
import { scholarshipRead } from './catalogue.api';
import type { ScholarshipResponse } from '@studychina/contracts';
import { NotInCatalogue } from './NotInCatalogue';
import { scholarshipMeta } from './page-meta';
import { ScholarshipCovers } from './ScholarshipCovers';
import { degreeText, formatDate, providerText, useCatalogueText } from './texts';
import { useCatalogueRead, useDocumentTitle } from './useCatalogueRead';
import './catalogue.css';

/** /scholarships/:slug (issue 28): what it covers, for which degrees, until when, how to apply, and where. */
export function ScholarshipPage() {
  const { slug = '' } = useParams();
  const { t, locale } = useCatalogueText();
  const result = useCatalogueRead<ScholarshipResponse>(scholarshipRead(slug));
  const scholarship = result.data?.data;
  useDocumentTitle(scholarship ? scholarshipMeta(t, scholarship).title : null);
  if (result.status === 'failed') return <NotInCatalogue error={result.error} />;
  if (!scholarship) return <div className="container section catalogue" role="status" />;
  return (
    <article className="container section catalogue">
      <header className="catalogue-head">
        <p className="catalogue-kicker">{providerText(t, scholarship.provider)}</p>
        <h1>{scholarship.name}</h1>
        {scholarship.deadline && (
          <p>{t('cataloguePage.scholarships.deadline', { date: formatDate(scholarship.deadline, locale) })}</p>
        )}
      </header>
      <section aria-labelledby="covers" className="catalogue-block">
        <h2 id="covers">{t('cataloguePage.scholarship.covers')}</h2>
        <ScholarshipCovers coverage={scholarship.coverage} />
        {scholarship.degrees.length > 0 && (
          <p>
            {t('cataloguePage.scholarship.degrees', {
              degrees: scholarship.degrees.map((d) => degreeText(t, d)).join(', '),
            })}
          </p>
        )}
      </section>
      <section aria-labelledby="how-to-apply" className="catalogue-block">
        <h2 id="how-to-apply">{t('cataloguePage.scholarship.howToApply')}</h2>
        <p className="catalogue-description">{scholarship.howToApply}</p>
      </section>
      {(scholarship.universities.length > 0 || scholarship.programmes.length > 0) && (
        <section aria-labelledby="applies-to" className="catalogue-block">
          <h2 id="applies-to">{t('cataloguePage.scholarship.appliesTo')}</h2>
          <ul role="list" className="catalogue-links">
            {scholarship.universities.map((u) => (
              <li key={u.slug}>
                <Link to={`/universities/${u.slug}`} className="link">
                  {u.name}
                </Link>{' '}
                · {u.city.name}
              </li>
            ))}
            {scholarship.programmes.map((p) => (
              <li key={p.slug}>
                <Link to={`/programmes/${p.slug}`} className="link">
                  {p.title}
                </Link>{' '}
                · {p.university.name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
