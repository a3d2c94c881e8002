import { PLACEMENT_NOT_FORWARDED_MESSAGE, type Placement, asWritten, text } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { placementOf } from '../applications/my-application.js';

/**
 * Where it went (docs/product.md#back-office-where-it-went): staff record the university, programme and
 * admission number once the application has been forwarded; the student reads them on their page. A
 * separate route from the status change (docs/decisions/0101-placement-fields-free-text-first.md).
 */
export function createPlacementService(prisma: PrismaClient) {
  return {
    /** Replaces all three (null clears one); audited with the new values in the same transaction. */
    async set(id: string, placement: Placement, audit: AuditContext): Promise<Placement> {
      const found = isUuid(id)
        ? await prisma.application.findUnique({
            where: { id },
            select: { id: true, events: { where: { toStatus: 'forwarded_to_university' }, select: { id: true } } },
          })
        : null;
      if (!found) throw new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
      // "Sent to" before anything was sent would tell the student something untrue.
      if (found.events.length === 0) throw new HttpError(409, 'CONFLICT', asWritten(PLACEMENT_NOT_FORWARDED_MESSAGE));
      return prisma.$transaction(async (tx) => {
        const row = await tx.application.update({ where: { id }, data: placement });
        const saved = placementOf(row);
        await recordAudit(tx, {
          ...audit,
          action: 'application.placement',
          targetType: 'application',
          targetId: id,
          applicationId: id,
          meta: saved,
        });
        return saved;
      });
    },
  };
}
