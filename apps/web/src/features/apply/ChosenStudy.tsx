import type { ApplicationSummary } from '@studychina/contracts';
import { useLocale } from '../../lib/i18n';
import { intakeMonth } from './intake-dates';
import { useChosenProgrammes } from './useChosenProgrammes';

const CHOICES = [
  { major: 'majorFirstChoice', programme: 'programmeFirstChoice', intake: 'intakeFirstChoice' },
  { major: 'majorSecondChoice', programme: 'programmeSecondChoice', intake: 'intakeSecondChoice' },
] as const;

/**
 * What an application's card says was chosen, first and second (docs/product.md#apply-programme-choice): the
 * catalogue programme by its title (French on a French page), university and intake month when one was chosen,
 * else the major. The major shows until the catalogue answers, and stays when it no longer holds the programme.
 */
export function useChosenStudy(application: ApplicationSummary): [string | null, string | null] {
  const { locale } = useLocale();
  const { programmes } = useChosenProgrammes({
    programmeFirstChoice: application.programmeFirstChoice ?? '',
    programmeSecondChoice: application.programmeSecondChoice ?? '',
  });
  const [first, second] = CHOICES.map((choice) => {
    const programme = programmes[application[choice.programme] ?? ''];
    if (!programme) return application[choice.major];
    const intake = application[choice.intake];
    const named = `${programme.title}, ${programme.university.name}`;
    return intake ? `${named} · ${intakeMonth(intake, locale)}` : named;
  });
  return [first ?? null, second ?? null];
}
