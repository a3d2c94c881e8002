/**
 * Intake dates of the generated catalogues: the next two September starts and the next two March starts after a
 * day, each with its application deadline at 23:59 in Asia/Shanghai (UTC+8 all year, no daylight saving).
 */
export interface IntakeDates {
  /** First day of the start month (a date, UTC midnight). */
  start: Date;
  deadline: Date;
}

/** 23:59:59 in Shanghai on a day, as an instant. */
export const shanghaiEndOfDay = (year: number, month: number, day: number): Date =>
  new Date(Date.UTC(year, month - 1, day, 15, 59, 59));

/** September starts close on 30 June, March starts on 15 January (the usual calendar of Chinese universities). */
function deadlineOf(year: number, month: 3 | 9): Date {
  return month === 9 ? shanghaiEndOfDay(year, 6, 30) : shanghaiEndOfDay(year, 1, 15);
}

/** The next `count` starts in `month` whose month has not begun on `now`. */
function nextStarts(now: Date, month: 3 | 9, count: number): IntakeDates[] {
  const starts: IntakeDates[] = [];
  let year = now.getUTCFullYear();
  if (now.getUTCMonth() + 1 >= month) year += 1;
  for (let i = 0; i < count; i += 1) {
    starts.push({ start: new Date(Date.UTC(year + i, month - 1, 1)), deadline: deadlineOf(year + i, month) });
  }
  return starts;
}

export const nextSeptemberStarts = (now: Date): IntakeDates[] => nextStarts(now, 9, 2);
export const nextMarchStarts = (now: Date): IntakeDates[] => nextStarts(now, 3, 2);
