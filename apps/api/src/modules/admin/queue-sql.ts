import type { QueueFilters, QueueSort } from '@studychina/contracts';
import type { QueueRowData } from './queue-row.js';

/**
 * The queue's WHERE clause as SQL text and its parameters ($1, $2, ...), shared by the page, the counts
 * and the CSV export (docs/product.md#back-office-queue-files-exports-and-audit). Every value travels as
 * a parameter; only fixed fragments are concatenated.
 */
export interface QueueWhere {
  sql: string;
  params: unknown[];
}

/**
 * The nationality filter as the service resolved it: a country (its code, and the keys of the free texts
 * that name it, for applications without a code) or, for text that names no country, that text's key.
 * Keys are as the trigger keeps "nationalityKey" (letters and digits, lower case, unaccented), computed by
 * the database beforehand.
 */
export type NationalityMatch = { code: string; keys: string[] } | { key: string };

export interface QueueWhereOptions {
  /** false: every filter but the status one (the counts of the tabs). */
  withStatus?: boolean;
  /**
   * The search text already put through lower(unaccent()) by the database (searchTerm): a plain parameter
   * lets the planner see the pattern and pick the trigram index, where an unaccent() call in the statement
   * would be run on every row of a sequential scan.
   */
  term?: string;
  /** A search that looks like a phone number, as digits (the search column holds the phone's digits). */
  digits?: string;
  nationality?: NationalityMatch;
  /** The clock of overdue and days waiting. */
  now: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A timestamp parameter: the columns hold UTC without a zone, and `::timestamp` drops the Z the same way. */
const at = (date: Date) => date.toISOString();

/** `assigned=me` (or the older `assignee=me`) is the caller's own id: the route passes it. */
export function queueWhere(filters: QueueFilters, actorId: string, options: QueueWhereOptions): QueueWhere {
  const { withStatus = true, term, digits, nationality, now } = options;
  const params: unknown[] = [];
  const p = (value: unknown) => `$${params.push(value)}`;
  const like = (text: string) => p(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const clauses: string[] = [];
  if (withStatus && filters.status) clauses.push(`a."status" = ${p(filters.status)}::"ApplicationStatus"`);
  if (filters.q) {
    // The search column holds lower(unaccent(names, e-mail, passport number, id)) and the phone's digits,
    // kept by a trigger and indexed with pg_trgm (migrations back_office_search, queue_triage); LIKE's own
    // wildcards are escaped.
    const text = `a."searchText" LIKE ${like(term ?? filters.q.toLowerCase())}`;
    clauses.push(digits ? `(${text} OR a."searchText" LIKE ${like(digits)})` : text);
  }
  if (nationality && 'code' in nationality)
    clauses.push(
      `(a."nationalityCode" = ${p(nationality.code)} OR ` +
        `(a."nationalityCode" IS NULL AND a."nationalityKey" = ANY(${p(nationality.keys)}::text[])))`,
    );
  else if (nationality) clauses.push(`a."nationalityKey" = ${p(nationality.key)}`);
  if (filters.major) clauses.push(`a."majorFirstChoice" = ${p(filters.major)}`);
  clauses.push(...choiceClauses(filters, p));
  const assigned = filters.assigned ?? filters.assignee;
  if (assigned === 'none') clauses.push(`a."assigneeId" IS NULL`);
  else if (assigned) clauses.push(`a."assigneeId" = ${p(assigned === 'me' ? actorId : assigned)}::uuid`);
  if (filters.overdue === '1')
    clauses.push(`a."status" = 'action_required' AND a."deadline" < ${p(at(now))}::timestamp`);
  if (filters.waitingDays !== undefined)
    clauses.push(`a."statusChangedAt" <= ${p(at(new Date(now.getTime() - filters.waitingDays * DAY_MS)))}::timestamp`);
  if (filters.invoiceStatus === 'none')
    clauses.push(`NOT EXISTS (SELECT 1 FROM "Invoice" i WHERE i."applicationId" = a."id")`);
  else if (filters.invoiceStatus)
    clauses.push(
      `EXISTS (SELECT 1 FROM "Invoice" i WHERE i."applicationId" = a."id" AND i."status" = ${p(filters.invoiceStatus)}::"InvoiceStatus")`,
    );
  if (filters.from) clauses.push(`a."createdAt" >= ${p(filters.from)}::date`);
  if (filters.to) clauses.push(`a."createdAt" < ${p(filters.to)}::date + 1`);
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/**
 * The catalogue's filters (docs/product.md#apply-programme-choice) on either choice: a programme, an intake
 * month (of that programme when both are given), a university's programmes.
 */
function choiceClauses(filters: QueueFilters, p: (value: unknown) => string): string[] {
  const clauses: string[] = [];
  const choice = (programme: string, intake: string) => {
    const parts: string[] = [];
    if (filters.programme) parts.push(`a."${programme}" = ${p(filters.programme)}`);
    if (filters.intake) parts.push(`a."${intake}" = ${p(filters.intake)}`);
    return parts.join(' AND ');
  };
  if (filters.programme || filters.intake)
    clauses.push(
      `((${choice('programmeFirstChoice', 'intakeFirstChoice')}) OR (${choice('programmeSecondChoice', 'intakeSecondChoice')}))`,
    );
  if (filters.university) {
    const programmes = `SELECT pr."slug" FROM "Programme" pr JOIN "University" u ON u."id" = pr."universityId" WHERE u."slug" = ${p(filters.university)}`;
    clauses.push(`(a."programmeFirstChoice" IN (${programmes}) OR a."programmeSecondChoice" IN (${programmes}))`);
  }
  return clauses;
}

/**
 * Each order as its columns, all in one direction, the id last so the order is total. By name is by the
 * trigger's "nameSortKey" (surname then first name, unaccented, lower case): Àjàyí sorts with A and
 * Ọlọ́runfẹ́mi with O through a plain index, the same on Postgres and on the embedded PGlite
 * (docs/decisions/0097-queue-triage.md), where the stored names in the database's C collation put them after Z.
 */
const ORDER: Record<QueueSort, { columns: string[]; direction: 'ASC' | 'DESC' }> = {
  newest: { columns: ['"createdAt"', '"id"'], direction: 'DESC' },
  oldest: { columns: ['"createdAt"', '"id"'], direction: 'ASC' },
  updated: { columns: ['"updatedAt"', '"id"'], direction: 'DESC' },
  name: { columns: ['"nameSortKey"', '"id"'], direction: 'ASC' },
  waiting: { columns: ['"statusChangedAt"', '"id"'], direction: 'ASC' },
};

/** The statement that normalises a search text exactly as the trigger normalises the column. */
export const SEARCH_TERM_SQL = `SELECT lower(unaccent($1)) AS term`;
/** The nationality keys of texts, as the trigger computes "nationalityKey" (letters and digits, unaccented). */
export const NATIONALITY_KEYS_SQL = `SELECT coalesce(array_agg(DISTINCT regexp_replace(lower(unaccent(t)), '[^[:alnum:]]+', '', 'g')), '{}') AS keys FROM unnest($1::text[]) t`;

export const queueOrder = (sort: QueueSort | undefined) => {
  const { columns, direction } = ORDER[sort ?? 'newest'];
  return columns.map((column) => `a.${column} ${direction}`).join(', ');
};

/**
 * The condition "after the application `$n` in this order" (the next application): its sort values,
 * compared as a row, so it works whether or not that application still matches the filters.
 */
export function afterInOrder(sort: QueueSort | undefined, idParam: string): string {
  const { columns, direction } = ORDER[sort ?? 'newest'];
  const operator = direction === 'ASC' ? '>' : '<';
  const row = (alias: string) => columns.map((column) => `${alias}.${column}`).join(', ');
  return `(${row('a')}) ${operator} (SELECT ${row('c')} FROM "Application" c WHERE c."id" = ${idParam}::uuid)`;
}

export const applicantName = (row: Pick<QueueRowData, 'surName' | 'firstName' | 'middleName'>) =>
  [row.firstName, row.middleName, row.surName].filter(Boolean).join(' ');
