import type { Intake } from '@studychina/contracts';
import { daysLeft, formatDate, formatMonth, useCatalogueText } from './texts';

/** Each start date with its deadline (China time) and the days left to apply, or "Closed". */
export function IntakeTable({ intakes, now }: { intakes: Intake[]; now: number }) {
  const { t, locale } = useCatalogueText();
  if (intakes.length === 0) return <p>{t('cataloguePage.noOpenIntake')}</p>;
  return (
    <div className="table-scroll">
      <table className="intake-table" aria-labelledby="intakes">
        <thead>
          <tr>
            <th scope="col">{t('cataloguePage.programme.intakeStart')}</th>
            <th scope="col">{t('cataloguePage.programme.intakeDeadline')}</th>
            <th scope="col">{t('cataloguePage.programme.intakeStatus')}</th>
          </tr>
        </thead>
        <tbody>
          {intakes.map((intake) => {
            const left = intake.open ? daysLeft(intake.deadline, now) : null;
            return (
              <tr key={intake.id}>
                <td>{formatMonth(intake.start, locale)}</td>
                <td>{formatDate(intake.deadline, locale)}</td>
                <td>
                  {left === null
                    ? t('cataloguePage.programme.closed')
                    : t('cataloguePage.programme.daysLeft', { days: left })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
