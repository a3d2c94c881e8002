import { DEADLINE_INVALID_MESSAGE, DEADLINE_PAST_MESSAGE, asWritten } from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';

// Staff's own refusals: the back office is English (docs/decisions/0080-i18n-typed-dictionaries.md).
const refuse = (message: string) =>
  new HttpError(422, 'VALIDATION_FAILED', asWritten(message), { deadline: [asWritten(message)] });

/**
 * The corrections' deadline of action_required: a day (YYYY-MM-DD) means the end of that day in UTC, a
 * date-time is taken as given. A deadline already past is refused: the student could not meet it.
 */
export function parseDeadline(text: string | undefined, now: Date): Date {
  if (!text) throw refuse(DEADLINE_INVALID_MESSAGE);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const deadline = new Date(day ? `${text}T23:59:59.999Z` : text);
  if (Number.isNaN(deadline.getTime())) throw refuse(DEADLINE_INVALID_MESSAGE);
  if (deadline.getTime() <= now.getTime()) throw refuse(DEADLINE_PAST_MESSAGE);
  return deadline;
}
