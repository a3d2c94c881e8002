/**
 * The overview's statements (docs/decisions/0140-overview-figures-from-the-events.md). Each takes the applications'
 * filter as `AND ...` text (the queue's clauses over `a`, parameters $1..$n; empty without filters) and the range as
 * two further parameters: `f` the first day and `t` the last day, both included (`::date + 1` is the day after).
 * Timestamps are UTC without a zone, so a day's bounds compare directly. Figures that can share one reading of a
 * table do (GROUPING SETS), and events are joined to their applications only when a filter needs them: the page's
 * time is the sum of these scans (`pnpm bench:overview`).
 */
export interface RangeParams {
  f: string;
  t: string;
}

const inRange = (column: string, { f, t }: RangeParams) => `${column} >= ${f}::date AND ${column} < ${t}::date + 1`;
const week = (column: string) => `to_char(date_trunc('week', ${column}), 'YYYY-MM-DD')`;
/** The events, with their applications when the filter reads them. */
const eventsOf = (where: string) =>
  where ? `"ApplicationEvent" e JOIN "Application" a ON a."id" = e."applicationId"` : `"ApplicationEvent" e`;

/**
 * Applications that entered each status in the range (`week` null), and the same per week (its Monday): one
 * reading of the range's events.
 */
export const statusesSql = (where: string, r: RangeParams) => `
  SELECT ${week('e."createdAt"')} AS week, e."toStatus"::text AS status, count(DISTINCT e."applicationId")::int AS count
  FROM ${eventsOf(where)} WHERE ${inRange('e."createdAt"', r)} ${where}
  GROUP BY GROUPING SETS ((e."toStatus"), (date_trunc('week', e."createdAt"), e."toStatus"))`;

/**
 * Days in each status: a stay runs from the event into the status to the application's next event; the stays
 * that ended in the range count (a stay still running has no end yet). Only applications with an event in the
 * range can have one, so the window runs over their events alone.
 */
export const stageDaysSql = (where: string, r: RangeParams) => `
  WITH stays AS (
    SELECT e."toStatus" AS status, e."createdAt" AS entered,
      lead(e."createdAt") OVER (PARTITION BY e."applicationId" ORDER BY e."createdAt", e."id") AS ended
    FROM ${eventsOf(where)}
    WHERE e."applicationId" IN (SELECT x."applicationId" FROM "ApplicationEvent" x WHERE ${inRange('x."createdAt"', r)})
      AND e."createdAt" < ${r.t}::date + 1 ${where}
  ), days AS (
    SELECT status, extract(epoch FROM ended - entered)::float8 / 86400 AS d FROM stays
    WHERE ended IS NOT NULL AND ${inRange('ended', r)}
  )
  SELECT status::text AS status,
    round((percentile_cont(0.5) WITHIN GROUP (ORDER BY d))::numeric, 1)::float8 AS median,
    round((percentile_cont(0.9) WITHIN GROUP (ORDER BY d))::numeric, 1)::float8 AS p90,
    count(*)::int AS stays
  FROM days GROUP BY status`;

/**
 * Applications submitted in the range by nationality (a country code, else the text as written) and by first-choice
 * programme (its slug, else the major's name): `kind` says which.
 */
export const submittedSql = (where: string, r: RangeParams) => `
  SELECT CASE WHEN GROUPING(n.nationality) = 0 THEN 'nationality' ELSE 'programme' END AS kind,
    coalesce(n.nationality, n.programme) AS value, count(*)::int AS count
  FROM (
    SELECT coalesce(a."nationalityCode", a."nationality") AS nationality,
      coalesce(a."programmeFirstChoice", a."majorFirstChoice") AS programme
    FROM "Application" a WHERE ${inRange('a."createdAt"', r)} ${where}
  ) n
  GROUP BY GROUPING SETS ((n.nationality), (n.programme))
  ORDER BY 1, 3 DESC, 2`;

const document = `coalesce(q."listName", q."name")`;
const reasonKey = `lower(nullif(btrim(q."note"), ''))`;

/**
 * Documents asked for in the range (`reason` and `byReason` false), and per document what staff wrote with them
 * (trimmed, the same words in any case together; `byReason` true), most first.
 */
export const correctionsSql = (where: string, r: RangeParams) => `
  SELECT ${document} AS document, min(nullif(btrim(q."note"), '')) AS reason,
    GROUPING(${reasonKey}) = 0 AS "byReason", count(*)::int AS count
  FROM "DocumentRequest" q ${where ? `JOIN "Application" a ON a."id" = q."applicationId"` : ''}
  WHERE ${inRange('q."createdAt"', r)} ${where}
  GROUP BY GROUPING SETS ((${document}), (${document}, ${reasonKey}))
  ORDER BY 4 DESC, 1, 2`;

/** Payments that succeeded in the range, per month of payment and currency (minor units). */
export const paymentsSql = (where: string, r: RangeParams) => `
  SELECT to_char(p."paidAt", 'YYYY-MM') AS month, p."currency", sum(p."amount")::float8 AS amount, count(*)::int AS count
  FROM "Payment" p ${where ? `JOIN "Invoice" i ON i."id" = p."invoiceId" JOIN "Application" a ON a."id" = i."applicationId"` : ''}
  WHERE p."status" = 'succeeded' AND ${inRange('p."paidAt"', r)} ${where}
  GROUP BY 1, 2 ORDER BY 1, 2`;

/** Open applications (not admitted, rejected or withdrawn) assigned to each account now. */
export const openWorkSql = (where: string) => `
  SELECT a."assigneeId"::text AS id, count(*)::int AS open FROM "Application" a
  WHERE a."assigneeId" IS NOT NULL AND a."status" NOT IN ('admitted', 'rejected', 'withdrawn') ${where}
  GROUP BY 1`;

/** The status changes each staff member or admin made in the range, by week. */
export const staffWeeksSql = (where: string, r: RangeParams) => `
  SELECT ${week('e."createdAt"')} AS week, e."actorId"::text AS id, count(*)::int AS decided
  FROM ${eventsOf(where)} WHERE e."actorId" IS NOT NULL AND ${inRange('e."createdAt"', r)} ${where}
  GROUP BY 1, 2 ORDER BY 1, 2`;

/** The names and roles of the accounts named by the two statements before (`$1`: their ids). */
export const accountsSql = `
  SELECT u."id"::text AS id, u."firstname", u."lastname", u."role"::text AS role FROM "User" u
  WHERE u."id" = ANY($1::uuid[])`;
