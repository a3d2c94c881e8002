/*
 * Reading a date field's value, on its own (no other module of contracts): the checks, the form and the
 * formatters of ../i18n/format-values.ts all use it, and a leaf cannot take part in an import cycle.
 */

/**
 * A date field's value as a Date: 'YYYY-MM-DD' (what a date input gives) is the start of that day in
 * UTC; full ISO date-times are read as such. Anything else, or a day that does not exist, is null.
 */
export const parseDateValue = (value: string): Date | null => {
  const text = value.trim();
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const parsed = new Date(Date.UTC(year, month - 1, date));
    return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date
      ? parsed
      : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
};
