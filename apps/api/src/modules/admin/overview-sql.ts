/**
 * The overview's statements (docs/decisions/0140-overview-figures-from-the-events.md). Each takes the applications'
 * filter as `AND ...` text (the queue's clauses, parameters $1..$n) and the range as two further parameters: `f`
 * the first day and `t` the last day, both included (`::date + 1` is the day after). Timestamps are UTC without a
 * zone, so a day's bounds compare directly.
 */
export interface RangeParams {
  f: string;
  t: string;
}

const inRange = (column: string, { f, t }: RangeParams) => `${column} >= ${f}::date AND ${column} < ${t}::date + 1`;
const week = (column: string) => `to_char(date_trunc('week', ${column}), 'YYYY-MM-DD')`;
const eventsOf = `"ApplicationEvent" e JOIN "Application" a ON a."id" = e."applicationId"`;

/** Applications that entered each status in the range. */
export const funnelSql = (where: string, r: RangeParams) => `
  SELECT e."toStatus"::text AS status, count(DISTINCT e."applicationId")::int AS count
  FROM ${eventsOf} WHERE ${inRange('e."createdAt"', r)} ${where}
  GROUP BY e."toStatus"`;

/** Applications that entered each status, by week (its Monday). */
export const byWeekSql = (where: string, r: RangeParams) => `
  SELECT ${week('e."createdAt"')} AS week, e."toStatus"::text AS status, count(DISTINCT e."applicationId")::int AS count
  FROM ${eventsOf} WHERE ${inRange('e."createdAt"', r)} ${where}
  GROUP BY 1, e."toStatus"`;

/**
 * Days in each status: a stay runs from the event into the status to the application's next event; the stays
 * that ended in the range count (a stay still running has no end yet). Only applications with an event in the
 * range can have one, so the window runs over their events alone.
 */
export const stageDaysSql = (where: string, r: RangeParams) => `
  WITH stays AS (
    SELECT e."toStatus" AS status, e."createdAt" AS entered,
      lead(e."createdAt") OVER (PARTITION BY e."applicationId" ORDER BY e."createdAt", e."id") AS ended
    FROM ${eventsOf}
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

/** Applications submitted in the range by a value of theirs (`value` an expression over `a`), most first. */
export const submittedBySql = (value: string, where: string, r: RangeParams) => `
  SELECT ${value} AS value, count(*)::int AS count
  FROM "Application" a WHERE ${inRange('a."createdAt"', r)} ${where}
  GROUP BY 1 ORDER BY 2 DESC, 1`;

const requestsOf = `"DocumentRequest" q JOIN "Application" a ON a."id" = q."applicationId"`;
const document = `coalesce(q."listName", q."name")`;

/** Documents asked for in the range, most first. */
export const correctionsSql = (where: string, r: RangeParams) => `
  SELECT ${document} AS document, count(*)::int AS count
  FROM ${requestsOf} WHERE ${inRange('q."createdAt"', r)} ${where}
  GROUP BY 1 ORDER BY 2 DESC, 1`;

/** What staff wrote with them (trimmed, the same words in any case together), most first. */
export const correctionReasonsSql = (where: string, r: RangeParams) => `
  SELECT ${document} AS document, min(nullif(btrim(q."note"), '')) AS reason, count(*)::int AS count
  FROM ${requestsOf} WHERE ${inRange('q."createdAt"', r)} ${where}
  GROUP BY 1, lower(nullif(btrim(q."note"), '')) ORDER BY 3 DESC, 1, 2 LIMIT 20`;

/** Payments that succeeded in the range, per month of payment and currency (minor units). */
export const paymentsSql = (where: string, r: RangeParams) => `
  SELECT to_char(p."paidAt", 'YYYY-MM') AS month, p."currency", sum(p."amount")::float8 AS amount, count(*)::int AS count
  FROM "Payment" p JOIN "Invoice" i ON i."id" = p."invoiceId" JOIN "Application" a ON a."id" = i."applicationId"
  WHERE p."status" = 'succeeded' AND ${inRange('p."paidAt"', r)} ${where}
  GROUP BY 1, 2 ORDER BY 1, 2`;

/** Each staff member's open applications now and status changes in the range; only those with either. */
export const staffSql = (where: string, r: RangeParams) => `
  SELECT * FROM (
    SELECT u."id"::text AS id, u."firstname", u."lastname",
      (SELECT count(*) FROM "Application" a WHERE a."assigneeId" = u."id"
        AND a."status" NOT IN ('admitted', 'rejected', 'withdrawn') ${where})::int AS open,
      (SELECT count(*) FROM ${eventsOf} WHERE e."actorId" = u."id" AND ${inRange('e."createdAt"', r)} ${where})::int AS decided
    FROM "User" u WHERE u."role" IN ('staff', 'admin')
  ) s WHERE s.open > 0 OR s.decided > 0
  ORDER BY s."firstname", s."lastname", s.id`;

/** The status changes each staff member made, by week. */
export const staffByWeekSql = (where: string, r: RangeParams) => `
  SELECT ${week('e."createdAt"')} AS week, e."actorId"::text AS id, count(*)::int AS decided
  FROM ${eventsOf} JOIN "User" u ON u."id" = e."actorId"
  WHERE u."role" IN ('staff', 'admin') AND ${inRange('e."createdAt"', r)} ${where}
  GROUP BY 1, 2 ORDER BY 1, 2`;
