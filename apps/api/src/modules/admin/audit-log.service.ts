import { AUDIT_PAGE_SIZE, pageOutOfRangeMessage, type AuditQuery, type AuditResponse } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { HttpError } from '../../lib/http-error.js';
import { maybeStaffMember } from './staff-views.js';

/** GET /admin/audit (admins only): the trail, newest first (docs/product.md#back-office-queue-files-exports-and-audit). */
export function createAuditLogService(prisma: PrismaClient) {
  return {
    async page(query: AuditQuery): Promise<AuditResponse> {
      const page = query.page ?? 1;
      const where = {
        ...(query.actor && { actorId: query.actor }),
        ...(query.application && { applicationId: query.application }),
      };
      const total = await prisma.auditLog.count({ where });
      const lastPage = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
      if (page > lastPage) throw new HttpError(404, 'PAGE_OUT_OF_RANGE', pageOutOfRangeMessage(lastPage));
      const rows = await prisma.auditLog.findMany({
        where,
        orderBy: [{ at: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * AUDIT_PAGE_SIZE,
        take: AUDIT_PAGE_SIZE,
      });
      // The trail has no foreign keys (it outlives what it names): actors are looked up by id.
      const actorIds = [...new Set(rows.map((row) => row.actorId).filter((id): id is string => id !== null))];
      const actors = new Map(
        (await prisma.user.findMany({ where: { id: { in: actorIds } } })).map((user) => [user.id, user]),
      );
      return {
        success: true,
        data: rows.map((row) => ({
          at: row.at.toISOString(),
          actor: maybeStaffMember(row.actorId ? actors.get(row.actorId) : null),
          action: row.action,
          target: { type: row.targetType, id: row.targetId, applicationId: row.applicationId },
          ip: row.ip,
          requestId: row.requestId,
        })),
        current_page: page,
        last_page: lastPage,
        per_page: AUDIT_PAGE_SIZE,
        total,
      };
    },
  };
}
