import { Link } from 'react-router-dom';
import type { ProgrammeSummary } from '@studychina/contracts';
import {
  degreeText,
  durationText,
  formatDate,
  formatMoney,
  formatMonth,
  languageText,
  useCatalogueText,
} from './texts';

/** A programme in a list: what a student compares first (degree, language, length, tuition, next deadline). */
export function ProgrammeCard({
  programme,
  showUniversity = true,
}: {
  programme: ProgrammeSummary;
  showUniversity?: boolean;
}) {
  const { t, locale } = useCatalogueText();
  const intake = programme.nextIntake;
  return (
    <article className="card programme-card">
      <h3>
        <Link to={`/programmes/${programme.slug}`} className="link">
          {programme.title}
        </Link>
      </h3>
      {showUniversity && (
        <p className="programme-card-university">
          <Link to={`/universities/${programme.university.slug}`}>{programme.university.name}</Link>
          {' · '}
          {programme.university.city.name}
        </p>
      )}
      <ul className="programme-card-facts" role="list">
        <li>{degreeText(t, programme.degree)}</li>
        <li>{t('cataloguePage.taughtIn', { language: languageText(t, programme.language) })}</li>
        <li>{durationText(t, programme.durationMonths)}</li>
        <li>
          <strong>{t('cataloguePage.perYear', { amount: formatMoney(programme.tuition, locale) })}</strong>
        </li>
      </ul>
      <p className="programme-card-intake">
        {intake
          ? t('cataloguePage.nextIntake', {
              start: formatMonth(intake.start, locale),
              deadline: formatDate(intake.deadline, locale),
            })
          : t('cataloguePage.noOpenIntake')}
      </p>
      {programme.scholarship && <p className="badge-scholarship">{t('cataloguePage.scholarshipAvailable')}</p>}
    </article>
  );
}
