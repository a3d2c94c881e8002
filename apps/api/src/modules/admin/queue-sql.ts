import type { QueueFilters, QueueSort } from '@studychina/contracts';

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
 * `assignee=me` is the caller's own id: the route passes it. `term` is the search text already put
 * through lower(unaccent()) by the database (searchTerm below): a plain parameter lets the planner see
 * the pattern and pick the trigram index, where an unaccent() call in the statement would be run on
 * every row of a sequential scan.
 */
export function queueWhere(
  filters: QueueFilters,
  actorId: string,
  { withStatus = true, term }: { withStatus?: boolean; term?: string } = {},
): QueueWhere {
  const params: unknown[] = [];
  const p = (value: unknown) => `$${params.push(value)}`;
  const clauses: string[] = [];
  if (withStatus && filters.status) clauses.push(`a."status" = ${p(filters.status)}::"ApplicationStatus"`);
  if (filters.q) {
    // The search column holds lower(unaccent(names, e-mail, passport number, id)), kept by a trigger and
    // indexed with pg_trgm (migration back_office_search); LIKE's own wildcards are escaped.
    const escaped = (term ?? filters.q.toLowerCase()).replace(/[\\%_]/g, (c) => `\\${c}`);
    clauses.push(`a."searchText" LIKE ${p(`%${escaped}%`)}`);
  }
  if (filters.nationality) clauses.push(`lower(a."nationality") = lower(${p(filters.nationality)})`);
  if (filters.major) clauses.push(`a."majorFirstChoice" = ${p(filters.major)}`);
  if (filters.assignee === 'none') clauses.push(`a."assigneeId" IS NULL`);
  else if (filters.assignee)
    clauses.push(`a."assigneeId" = ${p(filters.assignee === 'me' ? actorId : filters.assignee)}::uuid`);
  if (filters.from) clauses.push(`a."createdAt" >= ${p(filters.from)}::date`);
  if (filters.to) clauses.push(`a."createdAt" < ${p(filters.to)}::date + 1`);
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const ORDER: Record<QueueSort, string> = {
  newest: `a."createdAt" DESC, a."id" DESC`,
  oldest: `a."createdAt" ASC, a."id" ASC`,
  updated: `a."updatedAt" DESC, a."id" DESC`,
  name: `a."surName" ASC, a."firstName" ASC, a."id" ASC`,
};

/** The statement that normalises a search text exactly as the trigger normalises the column. */
export const SEARCH_TERM_SQL = `SELECT lower(unaccent($1)) AS term`;

export const queueOrder = (sort: QueueSort | undefined) => ORDER[sort ?? 'newest'];

/** Counts of the current student files of an application (a replaced file is history, not current). */
const fileCount = (condition: string) =>
  `(SELECT count(*)::int FROM "ApplicationFile" f WHERE f."applicationId" = a."id" AND f."source" = 'student' AND f."replacedAt" IS NULL${condition})`;

/** One queue row (and the CSV's), with its assignee and file counts. */
export const QUEUE_ROW_SELECT = `
SELECT a."id", a."surName", a."firstName", a."middleName", a."email", a."phone", a."nationality",
       a."passportNumber", a."majorFirstChoice", a."majorSecondChoice", a."status", a."createdAt", a."updatedAt",
       s."id" AS "assigneeId", s."firstname" AS "assigneeFirstname", s."lastname" AS "assigneeLastname",
       s."email" AS "assigneeEmail", s."role" AS "assigneeRole",
       ${fileCount('')} AS "files",
       ${fileCount(` AND f."reviewDecision" IS NULL`)} AS "pendingDocuments",
       ${fileCount(` AND f."reviewDecision" = 'rejected'`)} AS "rejectedDocuments"
FROM "Application" a LEFT JOIN "User" s ON s."id" = a."assigneeId"`;

export interface QueueRowData {
  id: string;
  surName: string;
  firstName: string;
  middleName: string | null;
  email: string;
  phone: string;
  nationality: string;
  passportNumber: string;
  majorFirstChoice: string;
  majorSecondChoice: string | null;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  assigneeId: string | null;
  assigneeFirstname: string | null;
  assigneeLastname: string | null;
  assigneeEmail: string | null;
  assigneeRole: string | null;
  files: number;
  pendingDocuments: number;
  rejectedDocuments: number;
}

export const applicantName = (row: Pick<QueueRowData, 'surName' | 'firstName' | 'middleName'>) =>
  [row.firstName, row.middleName, row.surName].filter(Boolean).join(' ');
