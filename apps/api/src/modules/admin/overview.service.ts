import type { PrismaClient } from '@studychina/db';
import {
  APPLICATION_STATUSES,
  OVERVIEW_DEFAULT_DAYS,
  OVERVIEW_MAX_DAYS,
  OVERVIEW_RANGE_MESSAGE,
  OVERVIEW_TOP,
  asWritten,
  type ApplicationStatus,
  type Overview,
  type OverviewQuery,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import { resolveNationality } from './queue-filters.js';
import { queueWhere } from './queue-sql.js';
import * as sql from './overview-sql.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

type Ranked = { value: string | null; count: number };

/** In the workflow's order (the database's enum has the order its migrations added the values in). */
const byStatus = <T extends { status: ApplicationStatus }>(a: T, b: T) =>
  APPLICATION_STATUSES.indexOf(a.status) - APPLICATION_STATUSES.indexOf(b.status);

/** The top OVERVIEW_TOP values, then one row (`value: null`) for the rest when there is any. */
export function topAndRest(rows: Ranked[]): Ranked[] {
  const top = rows.slice(0, OVERVIEW_TOP);
  const rest = rows.slice(OVERVIEW_TOP).reduce((sum, row) => sum + row.count, 0);
  return rest > 0 ? [...top, { value: null, count: rest }] : top;
}

/**
 * The manager's overview (docs/product.md#back-office-overview): figures counted by the database from the
 * application events, document requests and payments of the applications the filters select
 * (docs/decisions/0140-overview-figures-from-the-events.md).
 */
export function createOverviewService(prisma: PrismaClient, now: () => Date) {
  const range = (query: OverviewQuery) => {
    const to = query.to ?? dayOf(now());
    const from = query.from ?? dayOf(new Date(Date.parse(to) - (OVERVIEW_DEFAULT_DAYS - 1) * DAY_MS));
    const span = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (!(span >= 1 && span <= OVERVIEW_MAX_DAYS))
      throw new HttpError(422, 'VALIDATION_FAILED', asWritten(OVERVIEW_RANGE_MESSAGE), {
        from: [asWritten(OVERVIEW_RANGE_MESSAGE)],
      });
    return { from, to };
  };

  return {
    async figures(query: OverviewQuery): Promise<Overview> {
      const { from, to } = range(query);
      const nationality = await resolveNationality(prisma, query.nationality);
      // The queue's own clauses (its actor is unused: `assigned` is an id here, never `me`).
      const filters = {
        university: query.university,
        programme: query.programme,
        intake: query.intake,
        assigned: query.staff,
      };
      const where = queueWhere(filters, '', { nationality, now: now() });
      const and = where.sql.replace(/^WHERE /, 'AND ');
      const params = [...where.params, from, to];
      const r = { f: `$${params.length - 1}`, t: `$${params.length}` };
      const run = <T>(statement: string) => prisma.$queryRawUnsafe<T[]>(statement, ...params);

      const [funnel, byWeek, stageDays, byNationality, byProgramme, corrections, reasons, payments, staff, weeks] =
        await Promise.all([
          run<{ status: ApplicationStatus; count: number }>(sql.funnelSql(and, r)),
          run<{ week: string; status: ApplicationStatus; count: number }>(sql.byWeekSql(and, r)),
          run<{ status: ApplicationStatus; median: number; p90: number; stays: number }>(sql.stageDaysSql(and, r)),
          run<Ranked>(sql.submittedBySql(`coalesce(a."nationalityCode", a."nationality")`, and, r)),
          run<Ranked>(sql.submittedBySql(`coalesce(a."programmeFirstChoice", a."majorFirstChoice")`, and, r)),
          run<{ document: string; count: number }>(sql.correctionsSql(and, r)),
          run<{ document: string; reason: string | null; count: number }>(sql.correctionReasonsSql(and, r)),
          run<{ month: string; currency: string; amount: number; count: number }>(sql.paymentsSql(and, r)),
          run<{ id: string; firstname: string; lastname: string; open: number; decided: number }>(sql.staffSql(and, r)),
          run<{ week: string; id: string; decided: number }>(sql.staffByWeekSql(and, r)),
        ]);
      const reached = new Map(funnel.map((row) => [row.status, row.count]));
      return {
        from,
        to,
        funnel: APPLICATION_STATUSES.map((status) => ({ status, count: reached.get(status) ?? 0 })),
        byWeek: byWeek.sort((a, b) => a.week.localeCompare(b.week) || byStatus(a, b)),
        stageDays: stageDays.sort(byStatus),
        byNationality: topAndRest(byNationality),
        byProgramme: topAndRest(byProgramme),
        corrections,
        correctionReasons: reasons,
        payments,
        staff: staff.map(({ id, firstname, lastname, open, decided }) => ({
          id,
          name: `${firstname} ${lastname}`,
          open,
          decided,
        })),
        staffByWeek: weeks,
      };
    },
  };
}
