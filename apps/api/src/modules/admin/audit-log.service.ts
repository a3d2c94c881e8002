import {
  AUDIT_APPLICATION_AMBIGUOUS_MESSAGE,
  AUDIT_PAGE_SIZE,
  AUTOMATIC_VIEW_ACTIONS,
  applicationIdDigits,
  asUuid,
  isAutomaticView,
  type AuditQuery,
  type AuditResponse,
  asWritten,
  text,
} from '@studychina/contracts';
import type { Prisma, PrismaClient } from '@studychina/db';
import { HttpError } from '../../lib/http-error.js';
import { auditRowsInWords } from './audit-words.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /admin/audit (admins only): the trail, newest first, by actor, application (whole id or its start),
 * action and days; the automatic views only when asked (docs/product.md#back-office-queue-files-exports-and-audit).
 */
export function createAuditLogService(prisma: PrismaClient) {
  /**
   * The application a typed id names. A start of the id (the short id the back office shows) must name
   * one application of the trail: two that start alike are a 422 asking for more characters.
   */
  const applicationOf = async (typed: string): Promise<string> => {
    const digits = applicationIdDigits(typed)!;
    if (digits.length === 32) return asUuid(digits);
    // UUIDs compare byte by byte, as their hexadecimal text: a start is a range the index answers.
    const low = asUuid(digits.padEnd(32, '0'));
    const high = asUuid(digits.padEnd(32, 'f'));
    const found = await prisma.$queryRaw<Array<{ id: string }>>`
      SELECT DISTINCT "applicationId"::text AS id FROM "AuditLog"
      WHERE "applicationId" BETWEEN ${low}::uuid AND ${high}::uuid LIMIT 2`;
    if (found.length > 1)
      throw new HttpError(422, 'VALIDATION_FAILED', asWritten(AUDIT_APPLICATION_AMBIGUOUS_MESSAGE), {
        application: [asWritten(AUDIT_APPLICATION_AMBIGUOUS_MESSAGE)],
      });
    return found[0]?.id ?? low;
  };

  return {
    async page(query: AuditQuery): Promise<AuditResponse> {
      const page = query.page ?? 1;
      const others: Prisma.AuditLogWhereInput = {
        ...(query.actor && { actorId: query.actor }),
        ...(query.application && { applicationId: await applicationOf(query.application) }),
        ...((query.from || query.to) && {
          at: {
            ...(query.from && { gte: new Date(`${query.from}T00:00:00Z`) }),
            ...(query.to && { lt: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) }),
          },
        }),
      };
      const showViews = query.views === '1';
      // A named action is shown whatever `views` says: asking for file.view means wanting them.
      const action: Prisma.AuditLogWhereInput['action'] =
        query.action ?? (showViews ? undefined : { notIn: [...AUTOMATIC_VIEW_ACTIONS] });
      const where = { ...others, ...(action !== undefined && { action }) };
      const [total, automaticViews] = await Promise.all([
        prisma.auditLog.count({ where }),
        query.action
          ? Promise.resolve(null)
          : prisma.auditLog.count({ where: { ...others, action: { in: [...AUTOMATIC_VIEW_ACTIONS] } } }),
      ]);
      const lastPage = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
      if (page > lastPage) throw new HttpError(404, 'PAGE_OUT_OF_RANGE', text('page.outOfRange', { lastPage }));
      const rows = await prisma.auditLog.findMany({
        where,
        orderBy: [{ at: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * AUDIT_PAGE_SIZE,
        take: AUDIT_PAGE_SIZE,
      });
      return {
        success: true,
        data: await auditRowsInWords(prisma, rows),
        current_page: page,
        last_page: lastPage,
        per_page: AUDIT_PAGE_SIZE,
        total,
        automaticViews: automaticViews ?? (query.action && isAutomaticView(query.action) ? total : 0),
      };
    },
  };
}
