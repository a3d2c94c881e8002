import {
  APPLICATION_STATUSES,
  QUEUE_PAGE_SIZE,
  type ApplicationStatus,
  type InvoiceStatus,
  type NextApplicationResponse,
  type QueueFilters,
  type QueueResponse,
  type QueueRow,
  type Role,
  text,
} from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { HttpError } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { triageOf } from './triage.js';
import { resolveNationality, searchDigits } from './queue-filters.js';
import { QUEUE_ROW_SELECT, selectList, type QueueRowData } from './queue-row.js';
import {
  SEARCH_TERM_SQL,
  afterInOrder,
  applicantName,
  queueOrder,
  queueWhere,
  type NationalityMatch,
} from './queue-sql.js';

export function toQueueRow(row: QueueRowData, now: Date): QueueRow {
  return {
    id: row.id,
    applicantName: applicantName(row),
    email: row.email,
    nationality: row.nationality,
    majorFirstChoice: row.majorFirstChoice,
    status: row.status as ApplicationStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    assignee: row.assigneeId
      ? {
          id: row.assigneeId,
          firstname: row.assigneeFirstname ?? '',
          lastname: row.assigneeLastname ?? '',
          email: row.assigneeEmail ?? '',
          role: (row.assigneeRole ?? 'staff') as Role,
        }
      : null,
    pendingDocuments: row.pendingDocuments,
    invoiceStatus: row.invoiceStatus as InvoiceStatus | null,
    ...triageOf(row, now),
  };
}

/** The back office's queue (docs/product.md#back-office-queue-files-exports-and-audit). */
type Db = Pick<PrismaClient, '$queryRawUnsafe'>;

/**
 * A search of three characters or more is served by the trigram index, but Postgres's estimate of a GIN
 * trigram scan is far above its real cost, so over a table of some thousands of rows it reads every row
 * instead (measured: 25 ms against 5 ms for 10,000 applications), or walks an index in the page's order
 * (the name sort key's, the creation date's) testing the search on each row (40 ms for a search matching
 * nothing). For those statements sequential and plain index scans are switched off, so the search goes
 * through bitmap scans, the trigram index's among them; inside a transaction, so the setting dies with it
 * (docs/decisions/0025-search-column-trigram-unaccent.md, 0097-queue-triage.md).
 */
const TRIGRAM_MIN_LENGTH = 3;

/** What the next application's answer needs: its id and name. */
const NEXT_FIELDS = ['id', 'surName', 'firstName', 'middleName'] as const;

/** What the filters need from the database before the queue's statements: the normalised texts. */
export interface ResolvedFilters {
  term?: string;
  digits?: string;
  nationality?: NationalityMatch;
}

export function createQueueService(prisma: PrismaClient, now: () => Date) {
  async function withSearchPlan<T>(term: string | undefined, work: (db: Db) => Promise<T>): Promise<T> {
    if (!term || term.length < TRIGRAM_MIN_LENGTH) return work(prisma);
    return prisma.$transaction(async (tx) => {
      // One statement for both (SET LOCAL takes one setting): a round trip less. `true`: for this transaction only.
      await tx.$queryRawUnsafe(
        `SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
      );
      return work(tx);
    });
  }

  /** The search text as the column holds it (lower-cased, without accents), or undefined without one. */
  async function searchTerm(filters: QueueFilters): Promise<string | undefined> {
    if (!filters.q) return undefined;
    const [row] = await prisma.$queryRawUnsafe<Array<{ term: string }>>(SEARCH_TERM_SQL, filters.q);
    return row?.term ?? filters.q.toLowerCase();
  }

  async function resolve(filters: QueueFilters): Promise<ResolvedFilters> {
    return {
      term: await searchTerm(filters),
      digits: searchDigits(filters.q),
      nationality: await resolveNationality(prisma, filters.nationality),
    };
  }

  /** Rows of one page (or a batch of the CSV export) under the filters. */
  async function rows(
    filters: QueueFilters,
    actorId: string,
    limit: number,
    offset: number,
    resolved?: ResolvedFilters,
    db: Db = prisma,
  ) {
    const where = queueWhere(filters, actorId, { ...(resolved ?? (await resolve(filters))), now: now() });
    const n = where.params.length;
    return db.$queryRawUnsafe<QueueRowData[]>(
      `${QUEUE_ROW_SELECT} ${where.sql} ORDER BY ${queueOrder(filters.sort)} LIMIT $${n + 1} OFFSET $${n + 2}`,
      ...where.params,
      limit,
      offset,
    );
  }

  /** Applications per status under every filter but the status one (the tabs of the queue). */
  async function counts(filters: QueueFilters, actorId: string, resolved: ResolvedFilters, db: Db) {
    const where = queueWhere(filters, actorId, { ...resolved, withStatus: false, now: now() });
    const grouped = await db.$queryRawUnsafe<Array<{ status: ApplicationStatus; n: number }>>(
      `SELECT a."status", count(*)::int AS n FROM "Application" a ${where.sql} GROUP BY a."status"`,
      ...where.params,
    );
    const result = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
    for (const { status, n } of grouped) result[status] = n;
    return result;
  }

  return {
    rows,
    resolve,
    withSearchPlan,

    async page(filters: QueueFilters, page: number, actorId: string): Promise<QueueResponse> {
      const resolved = await resolve(filters);
      const { byStatus, total, lastPage, data } = await withSearchPlan(resolved.term, async (db) => {
        const byStatus = await counts(filters, actorId, resolved, db);
        const total = filters.status
          ? byStatus[filters.status]
          : Object.values(byStatus).reduce((sum, n) => sum + n, 0);
        const lastPage = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
        if (page > lastPage) throw new HttpError(404, 'PAGE_OUT_OF_RANGE', text('page.outOfRange', { lastPage }));
        const offset = (page - 1) * QUEUE_PAGE_SIZE;
        const data = total === 0 ? [] : await rows(filters, actorId, QUEUE_PAGE_SIZE, offset, resolved, db);
        return { byStatus, total, lastPage, data };
      });
      const at = now();
      return {
        success: true,
        data: data.map((row) => toQueueRow(row, at)),
        current_page: page,
        last_page: lastPage,
        per_page: QUEUE_PAGE_SIZE,
        total,
        counts: byStatus,
      };
    },

    /**
     * The application after `id` in the queue's filters and order (docs/product.md#back-office-queue-files-exports-and-audit):
     * found from its sort values, so the answer is right even when `id` itself no longer matches the filters
     * (staff just moved it out of the tab). Null after the last one; an unknown id is 404.
     */
    async next(id: string, filters: QueueFilters, actorId: string): Promise<NextApplicationResponse> {
      const exists = isUuid(id) && (await prisma.application.count({ where: { id } })) > 0;
      if (!exists) throw new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
      const resolved = await resolve(filters);
      const where = queueWhere(filters, actorId, { ...resolved, now: now() });
      const n = where.params.length;
      const after = afterInOrder(filters.sort, `$${n + 1}`);
      const [row] = await withSearchPlan(resolved.term, (db) =>
        db.$queryRawUnsafe<Array<Pick<QueueRowData, (typeof NEXT_FIELDS)[number]>>>(
          `SELECT ${selectList(NEXT_FIELDS)} FROM "Application" a
           ${where.sql ? `${where.sql} AND` : 'WHERE'} ${after}
           ORDER BY ${queueOrder(filters.sort)} LIMIT 1`,
          ...where.params,
          id,
        ),
      );
      return { success: true, next: row ? { id: row.id, applicantName: applicantName(row) } : null };
    },
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
