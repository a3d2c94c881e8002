/*
 * An intake's dates as the form writes them (docs/product.md#apply-programme-choice), in the form's language
 * through Intl: day before month, as the form's other dates (docs/product.md#apply-dates).
 */
const tag = (locale: string) => (locale === 'fr' ? 'fr' : 'en-GB');

/** "2027-09" → "September 2027" / "septembre 2027". */
export const intakeMonth = (start: string, locale: string) =>
  new Date(`${start}-15T12:00:00Z`).toLocaleDateString(tag(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A deadline, a day in China: "30 June 2027" / "30 juin 2027". */
export const deadlineDay = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(tag(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Shanghai',
  });
