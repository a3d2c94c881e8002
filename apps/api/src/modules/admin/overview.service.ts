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

      const [statuses, stageDays, submitted, corrections, payments, open, weeks] = await Promise.all([
        run<{ week: string | null; status: ApplicationStatus; count: number }>(sql.statusesSql(and, r)),
        run<{ status: ApplicationStatus; median: number; p90: number; stays: number }>(sql.stageDaysSql(and, r)),
        run<Ranked & { kind: 'nationality' | 'programme' }>(sql.submittedSql(and, r)),
        run<{ document: string; reason: string | null; byReason: boolean; count: number }>(sql.correctionsSql(and, r)),
        run<{ month: string; currency: string; amount: number; count: number }>(sql.paymentsSql(and, r)),
        prisma.$queryRawUnsafe<Array<{ id: string; open: number }>>(sql.openWorkSql(and), ...where.params),
        run<{ week: string; id: string; decided: number }>(sql.staffWeeksSql(and, r)),
      ]);
      const reached = new Map(statuses.filter((row) => row.week === null).map((row) => [row.status, row.count]));
      const decided = new Map<string, number>();
      for (const row of weeks) decided.set(row.id, (decided.get(row.id) ?? 0) + row.decided);
      const openBy = new Map(open.map((row) => [row.id, row.open]));
      const accounts = await prisma.$queryRawUnsafe<
        Array<{ id: string; firstname: string; lastname: string; role: string }>
      >(sql.accountsSql, [...new Set([...openBy.keys(), ...decided.keys()])]);
      const staff = accounts
        .filter((account) => account.role !== 'student')
        .map((account) => ({
          id: account.id,
          name: `${account.firstname} ${account.lastname}`,
          open: openBy.get(account.id) ?? 0,
          decided: decided.get(account.id) ?? 0,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
      const ids = new Set(staff.map((member) => member.id));
      const ranked = (kind: 'nationality' | 'programme') =>
        topAndRest(submitted.filter((row) => row.kind === kind).map(({ value, count }) => ({ value, count })));
      return {
        from,
        to,
        funnel: APPLICATION_STATUSES.map((status) => ({ status, count: reached.get(status) ?? 0 })),
        byWeek: statuses
          .filter((row): row is typeof row & { week: string } => row.week !== null)
          .sort((a, b) => a.week.localeCompare(b.week) || byStatus(a, b)),
        stageDays: stageDays.sort(byStatus),
        byNationality: ranked('nationality'),
        byProgramme: ranked('programme'),
        corrections: corrections.filter((row) => !row.byReason).map(({ document, count }) => ({ document, count })),
        correctionReasons: corrections
          .filter((row) => row.byReason)
          .slice(0, 20)
          .map(({ document, reason, count }) => ({ document, reason, count })),
        payments,
        staff,
        staffByWeek: weeks.filter((row) => ids.has(row.id)),
      };
    },
  };
}
