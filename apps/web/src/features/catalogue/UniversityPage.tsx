import { Link, useParams } from 'react-router-dom';
import { universityRead } from './catalogue.api';
import type { UniversityResponse } from '@studychina/contracts';
import { NotInCatalogue } from './NotInCatalogue';
import { universityMeta } from './page-meta';
import { ProgrammeCard } from './ProgrammeCard';
import { formatMoney, tagText, universityTypeText, useCatalogueText } from './texts';
import { useCatalogueRead, useDocumentTitle } from './useCatalogueRead';
import './catalogue.css';

/** /universities/:slug (issue 28): the university, its accommodation, and its programmes. */
export function UniversityPage() {
  const { slug = '' } = useParams();
  const { t, locale } = useCatalogueText();
  const result = useCatalogueRead<UniversityResponse>(universityRead(slug));
  const university = result.data?.data;
  useDocumentTitle(university ? universityMeta(t, university).title : null);
  if (result.status === 'failed') return <NotInCatalogue error={result.error} />;
  if (!university) return <div className="container section catalogue" role="status" />;
  return (
    <article className="container section catalogue university">
      <header className="catalogue-head">
        <p className="catalogue-kicker">
          {universityTypeText(t, university.type)} · {university.city.name}, {university.province.name}
        </p>
        <h1>
          {university.name}
          {university.nameZh && (
            <span className="university-zh" lang="zh">
              {' '}
              {university.nameZh}
            </span>
          )}
        </h1>
        <ul className="programme-card-facts" role="list">
          {university.tags.map((tag) => (
            <li key={tag}>{tagText(t, tag)}</li>
          ))}
          {university.founded != null && (
            <li>{t('cataloguePage.university.founded', { year: String(university.founded) })}</li>
          )}
          {university.internationalStudents != null && (
            <li>{t('cataloguePage.university.internationalStudents', { count: university.internationalStudents })}</li>
          )}
        </ul>
        {university.website && (
          <a href={university.website} className="link" rel="noopener external">
            {t('cataloguePage.university.website')}
          </a>
        )}
      </header>
      <p className="catalogue-description">{university.description}</p>
      {university.accommodation.length > 0 && (
        <section aria-labelledby="accommodation" className="catalogue-block">
          <h2 id="accommodation">{t('cataloguePage.university.accommodation')}</h2>
          <ul className="catalogue-list">
            {university.accommodation.map((a) => (
              <li key={a.roomType}>
                {t('cataloguePage.university.room', {
                  room: a.roomType,
                  range: t(`cataloguePage.programme.accommodationRange.${a.period}`, {
                    min: formatMoney(a.min, locale),
                    max: formatMoney(a.max, locale),
                  }),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="university-programmes" className="catalogue-block">
        <h2 id="university-programmes">{t('cataloguePage.university.programmes', { name: university.name })}</h2>
        <ul className="programme-list" role="list">
          {university.programmes.map((programme) => (
            <li key={programme.id}>
              <ProgrammeCard programme={programme} showUniversity={false} />
            </li>
          ))}
        </ul>
        <Link to={`/programmes?university=${encodeURIComponent(university.slug)}`} className="link">
          {t('cataloguePage.university.allProgrammes')}
        </Link>
      </section>
    </article>
  );
}
