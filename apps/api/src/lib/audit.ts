import type { Prisma } from '@studychina/db';

/** Who did it and from where: taken from the request by the route, passed to services as plain values. */
export interface AuditContext {
  /** The staff (or admin) account; null for the system. */
  actorId: string | null;
  ip: string;
  requestId: string;
}

export interface AuditEntry extends AuditContext {
  /** Dotted verb: `application.status`, `file.review`, `application.note`, `file.view`, `staff.invite`, ... */
  action: string;
  /** What was acted on: `application`, `file`, `user`, ... */
  targetType: string;
  targetId: string;
  applicationId?: string | null;
  meta?: Prisma.InputJsonValue;
}

/** Anything that can insert: a transaction client (the usual case) or the client itself. */
type AuditWriter = Pick<Prisma.TransactionClient, 'auditLog'>;

/**
 * Appends one row to the audit trail (docs/decisions/0020-back-office-data-model.md). Call it with the
 * transaction client of the change it records, so the change and its audit row commit or fail together;
 * a read (a staff member opening an application or a file) records itself in its own small transaction
 * before the data is served. The table refuses UPDATE and DELETE (a trigger in the migration).
 */
export async function recordAudit(tx: AuditWriter, entry: AuditEntry): Promise<void> {
  await tx.auditLog.create({
    data: {
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      applicationId: entry.applicationId ?? null,
      ip: entry.ip,
      requestId: entry.requestId,
      ...(entry.meta === undefined ? {} : { meta: entry.meta }),
    },
  });
}
