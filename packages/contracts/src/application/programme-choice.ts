import { addFieldError, isBlank, type FieldErrors } from '../account/fields.js';
import { asWritten, text, type Text } from '../messages/text.js';
import { ageOn } from './date-checks.js';
import { parseDateValue } from './date-value.js';
import type { ApplicationFormValues } from './fields.js';
import { requiredFieldText } from './labels.js';

/*
 * Applying to a programme of the catalogue (docs/product.md#apply-programme-choice): a first and an optional
 * second choice, each a programme (its slug) and one of its intakes (its start month, YYYY-MM). Whether the
 * applicant may apply is told in the form as soon as the programme is known, and checked again by POST /apply:
 * the intake still open, the applicant's age at its start within the programme's range, the passport valid six
 * months after it starts. Zod-free: the form imports it (docs/decisions/0007-zod-free-form-checks.md).
 */

/** The two choices, each a programme field and its intake field. */
export const PROGRAMME_CHOICES = [
  { programme: 'programmeFirstChoice', intake: 'intakeFirstChoice' },
  { programme: 'programmeSecondChoice', intake: 'intakeSecondChoice' },
] as const;
export type ProgrammeChoiceField = (typeof PROGRAMME_CHOICES)[number]['programme' | 'intake'];

/** The passport must be valid this many months after the intake starts. */
export const PASSPORT_MONTHS_AFTER_START = 6;

/** What the checks need to know of a programme (from the catalogue: GET /programmes/:slug, or the database). */
export interface ProgrammeFacts {
  /** Shown in the texts: "Medicine (MBBS), Peking University". */
  title: string;
  ageMin: number | null;
  ageMax: number | null;
  intakes: readonly { start: string; deadline: string; open: boolean }[];
}
/** By slug: the facts, null for a slug the catalogue does not hold; a slug left out is not known yet (not checked). */
export type ProgrammeFactsBySlug = Readonly<Record<string, ProgrammeFacts | null>>;

/** The middle of an intake's start month (UTC noon on the 15th), so it is that month in every time zone. */
const monthDate = (start: string): Date | null => {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(start.trim());
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15, 12)) : null;
};
const firstDay = (month: Date) => new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1));
/** A programme's title as the catalogue writes it (a name, the same in both languages). */
const programmeValue = (facts: ProgrammeFacts): Text => asWritten(facts.title);

/*
 * The checks' Texts (docs/decisions/0109-checks-raise-texts.md), rendered in the reader's language: months and
 * days through Intl (`{start, date, …}`), the programme's title as written.
 */
/** Its English as the product writes it (english-snapshot.json records it). */
export const unknownProgrammeMessage = (slug: string) =>
  `There is no programme "${slug}" in our catalogue: choose one from the list.`;
export const unknownProgrammeText = (slug: string): Text => text('choice.unknownProgramme', { slug });
export const unknownIntakeText = (facts: ProgrammeFacts, start: string): Text =>
  text('choice.unknownIntake', { programme: programmeValue(facts), start });
export const intakeClosedText = (facts: ProgrammeFacts, start: Date): Text =>
  text('choice.intakeClosed', { programme: programmeValue(facts), start });
export const ageOutsideText = (facts: ProgrammeFacts, min: number, max: number, age: number, start: Date): Text =>
  text('choice.age', { programme: programmeValue(facts), min, max, age, start });
export const passportTooShortText = (facts: ProgrammeFacts, day: Date): Text =>
  text('choice.passport', { programme: programmeValue(facts), day });

/** The day the passport must still be valid on: six months after the intake's first day (noon UTC). */
export const passportNeededUntil = (start: Date): Date => {
  const day = firstDay(start);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + PASSPORT_MONTHS_AFTER_START, 1, 12));
};

/**
 * Step 1's checks of the programme choices: an intake needs its programme and a programme its intake; then, for
 * a programme whose facts are known, the intake is one of its own and open, the age at its start within its
 * range (under the programme field: choosing another is the way out), the passport valid long enough.
 */
export const programmeChoiceChecks = (
  values: ApplicationFormValues,
  programmes: ProgrammeFactsBySlug,
  now: Date,
  errors: FieldErrors,
): void => {
  for (const choice of PROGRAMME_CHOICES) {
    const slug = values[choice.programme].trim();
    const start = values[choice.intake].trim();
    if (isBlank(slug)) {
      if (!isBlank(start)) addFieldError(errors, choice.programme, requiredFieldText(choice.programme));
      continue;
    }
    if (isBlank(start)) addFieldError(errors, choice.intake, requiredFieldText(choice.intake));
    if (!Object.hasOwn(programmes, slug)) continue;
    const facts = programmes[slug];
    if (!facts) {
      addFieldError(errors, choice.programme, unknownProgrammeText(slug));
      continue;
    }
    if (isBlank(start)) continue;
    const intake = facts.intakes.find((i) => i.start === start);
    const month = monthDate(start);
    if (!intake || !month) {
      addFieldError(errors, choice.intake, unknownIntakeText(facts, start));
      continue;
    }
    if (!intake.open || Date.parse(intake.deadline) <= now.getTime())
      addFieldError(errors, choice.intake, intakeClosedText(facts, month));
    const dob = parseDateValue(values.dob);
    if (dob && (facts.ageMin !== null || facts.ageMax !== null)) {
      const age = ageOn(dob, firstDay(month));
      const [min, max] = [facts.ageMin ?? 0, facts.ageMax ?? 150];
      if (age < min || age > max) addFieldError(errors, choice.programme, ageOutsideText(facts, min, max, age, month));
    }
    const expiry = parseDateValue(values.passportExpiryDate);
    const until = passportNeededUntil(month);
    if (expiry && expiry.getTime() < firstDay(until).getTime())
      addFieldError(errors, 'passportExpiryDate', passportTooShortText(facts, until));
  }
};

/** The slugs of the programmes chosen (for the server's lookup). */
export const chosenProgrammes = (values: Pick<ApplicationFormValues, ProgrammeChoiceField>): string[] => [
  ...new Set(PROGRAMME_CHOICES.map((c) => values[c.programme].trim()).filter((slug) => slug !== '')),
];
