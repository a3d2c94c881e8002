import { PROGRAMME_CHOICES, type ApplicationSummary, type ProgrammeDetail } from '@studychina/contracts';
import { useLocale } from '../i18n';
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

const PROGRAMME_FIELDS = new Set<string>(PROGRAMME_CHOICES.map((choice) => choice.programme));
const INTAKE_FIELDS = new Set<string>(PROGRAMME_CHOICES.map((choice) => choice.intake));

/**
 * A programme or intake answer as people read it, from the programmes the catalogue described: "Medicine (MBBS),
 * Wuhan University" and "September 2027", not the stored slug and "2027-09". Null for any other answer, and for a
 * programme the catalogue does not describe (the page then shows it as stored). The Review step, the student's
 * application page and the back office's all word them this way.
 */
export const programmeAnswer =
  (programmes: Readonly<Record<string, ProgrammeDetail | null>>, locale: string) =>
  (name: string, stored: string): string | null => {
    const value = stored.trim();
    if (PROGRAMME_FIELDS.has(name)) {
      const programme = programmes[value];
      return programme ? `${programme.title}, ${programme.university.name}` : null;
    }
    return INTAKE_FIELDS.has(name) && /^\d{4}-\d{2}$/.test(value) ? intakeMonth(value, locale) : null;
  };

/** programmeAnswer for a submitted application's answers, asking the catalogue for its chosen programmes. */
export function useProgrammeAnswers(
  fields: Record<string, string | null>,
): (name: string, value: string) => string | null {
  const { locale } = useLocale();
  const { programmes } = useChosenProgrammes({
    programmeFirstChoice: fields.programmeFirstChoice ?? '',
    programmeSecondChoice: fields.programmeSecondChoice ?? '',
  });
  return programmeAnswer(programmes, locale);
}
