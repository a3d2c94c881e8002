import {
  APPLICATION_COPY as COPY,
  DOCUMENT_DATE_FIELDS,
  documentDaysLeft,
  documentLastDay,
  monthsSince,
  parseDateValue,
  type StaffApplication,
} from '@studychina/contracts';
import { exactDay } from './dates';

/**
 * Under a document that expires (docs/product.md#apply-document-dates): the date the student gave, its age
 * and the last day it is accepted, flagged once it is past or when it will be before the intake applied to starts. Nothing when the list expires not or no date was given.
 */
export function DocumentDate({
  application,
  list,
  now = new Date(),
}: {
  application: StaffApplication;
  list: string;
  now?: Date;
}) {
  if (!Object.hasOwn(DOCUMENT_DATE_FIELDS, list)) return null;
  const value = application.fields[DOCUMENT_DATE_FIELDS[list as keyof typeof DOCUMENT_DATE_FIELDS]] ?? '';
  const date = parseDateValue(value);
  if (!date) return null;
  const until = documentLastDay(date).toISOString();
  const expired = (documentDaysLeft(value, now) ?? 0) < 0;
  // The intake applied to first (YYYY-MM): the document must still hold on its first day.
  const intake = application.fields.intakeFirstChoice ?? '';
  const beforeIntake =
    !expired && /^\d{4}-\d{2}$/.test(intake) && documentLastDay(date).getTime() < Date.parse(`${intake}-01T00:00:00Z`);
  return (
    <p className="muted small document-date">
      {COPY.documentDated(exactDay(date.toISOString()), Math.max(0, monthsSince(date, now)), exactDay(until))}
      {expired && <strong className="document-date-expired"> · {COPY.documentExpired}</strong>}
      {beforeIntake && <strong className="document-date-expired"> · {COPY.expiresBeforeIntake(intake)}</strong>}
    </p>
  );
}
