import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { programmeRead } from './catalogue.api';
import type { ProgrammeResponse } from '@studychina/contracts';
import { CostTable } from './CostTable';
import { IntakeTable } from './IntakeTable';
import { NotInCatalogue } from './NotInCatalogue';
import { programmeMeta } from './page-meta';
import { RequiredDocuments } from './RequiredDocuments';
import { Requirements } from './Requirements';
import { ShortlistToggle } from './ShortlistToggle';
import { degreeText, durationText, formatDay, languageText, useCatalogueText } from './texts';
import { useCatalogueRead, useDocumentTitle } from './useCatalogueRead';
import './catalogue.css';

/**
 * /programmes/:slug (issue 28): what the programme costs per year and in total, what a scholarship leaves to
 * pay, each intake's deadline with the days left, requirements, documents, and the way to apply to it.
 */
export function ProgrammePage() {
  const { slug = '' } = useParams();
  const { t, locale } = useCatalogueText();
  const result = useCatalogueRead<ProgrammeResponse>(programmeRead(slug));
  // One "now" for the render, so the days left do not change between the server's HTML and hydration.
  const [now] = useState(() => Date.now());
  const programme = result.data?.data;
  useDocumentTitle(programme ? programmeMeta(t, programme, locale).title : null);
  if (result.status === 'failed') return <NotInCatalogue error={result.error} />;
  if (!programme) return <div className="container section catalogue" role="status" />;
  return (
    <article className="container section catalogue programme">
      <header className="catalogue-head">
        <p className="catalogue-kicker">{degreeText(t, programme.degree)}</p>
        <h1>{programme.title}</h1>
        <p>
          <Link to={`/universities/${programme.university.slug}`} className="link">
            {t('cataloguePage.programme.atUniversity', {
              university: programme.university.name,
              city: programme.university.city.name,
            })}
          </Link>
        </p>
        <ul className="programme-card-facts" role="list">
          <li>{t('cataloguePage.taughtIn', { language: languageText(t, programme.language) })}</li>
          <li>{durationText(t, programme.durationMonths)}</li>
        </ul>
        <div className="programme-actions">
          <Link to={`/apply?programme=${encodeURIComponent(programme.slug)}`} className="btn btn-primary">
            {t('cataloguePage.programme.apply')}
          </Link>
          <ShortlistToggle programmeId={programme.id} slug={programme.slug} />
        </div>
      </header>
      {programme.description && <p className="catalogue-description">{programme.description}</p>}
      <CostTable programme={programme} />
      <section aria-labelledby="intakes" className="catalogue-block">
        <h2 id="intakes">{t('cataloguePage.programme.intakes')}</h2>
        <IntakeTable intakes={programme.intakes} now={now} />
      </section>
      <Requirements requirements={programme.requirements} />
      <RequiredDocuments documents={programme.documents} />
      {programme.scholarships.length > 0 && (
        <section aria-labelledby="scholarships" className="catalogue-block">
          <h2 id="scholarships">{t('cataloguePage.programme.scholarships')}</h2>
          <ul role="list" className="catalogue-links">
            {programme.scholarships.map((s) => (
              <li key={s.id}>
                <Link to={`/scholarships/${s.slug}`} className="link">
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="catalogue-note">
        {programme.sampleData && `${t('cataloguePage.programme.sample')} `}
        {t('cataloguePage.programme.lastChecked', { date: formatDay(programme.figuresCheckedOn, locale) })}
      </p>
      <Link to={`/apply?programme=${encodeURIComponent(programme.slug)}`} className="btn btn-primary">
        {t('cataloguePage.programme.apply')}
      </Link>
    </article>
  );
}
