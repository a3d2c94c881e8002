import { auditSummary, isStudentAction, type AuditEntryView } from '@studychina/contracts';
import type { AuditLog, PrismaClient } from '@studychina/db';
import { isUuid } from '../../lib/uuid.js';
import { maybeStaffMember } from './staff-views.js';

type Meta = Record<string, unknown>;
const metaOf = (row: AuditLog): Meta | null =>
  typeof row.meta === 'object' && row.meta !== null && !Array.isArray(row.meta) ? (row.meta as Meta) : null;

/** The account a row is about besides its actor: the assignee, the staff member invited or disabled. */
function subjectId(row: AuditLog, meta: Meta | null): string | null {
  if (row.action === 'application.assign') return typeof meta?.assigneeId === 'string' ? meta.assigneeId : null;
  return row.targetType === 'user' ? row.targetId : null;
}

/**
 * A page of audit rows as the answer carries them: the actor (any role) and the accounts and applicants a
 * row names, looked up in three queries (the trail has no foreign keys: it outlives what it names, which
 * then reads as null or as what the row kept), and each row in words (contracts auditSummary).
 */
export async function auditRowsInWords(prisma: PrismaClient, rows: AuditLog[]): Promise<AuditEntryView[]> {
  const metas = rows.map(metaOf);
  const userIds = new Set<string>();
  rows.forEach((row, i) => {
    if (row.actorId) userIds.add(row.actorId);
    const subject = subjectId(row, metas[i]!);
    if (subject && isUuid(subject)) userIds.add(subject);
  });
  const applicationIds = [...new Set(rows.map((row) => row.applicationId).filter((id) => id !== null))];
  const [users, applications] = await Promise.all([
    prisma.user.findMany({
      where: { id: { in: [...userIds] } },
      select: { id: true, firstname: true, lastname: true, email: true, role: true },
    }),
    prisma.application.findMany({
      where: { id: { in: applicationIds } },
      select: { id: true, firstName: true, surName: true },
    }),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  const applicantOf = new Map(applications.map((row) => [row.id, `${row.firstName} ${row.surName}`]));

  return rows.map((row, i) => {
    const meta = metas[i]!;
    const actor = maybeStaffMember(row.actorId ? userById.get(row.actorId) : null);
    const subject = userById.get(subjectId(row, meta) ?? '');
    return {
      at: row.at.toISOString(),
      actor,
      actorRole: actor?.role ?? (isStudentAction(row.action) ? 'student' : null),
      action: row.action,
      summary: auditSummary({
        action: row.action,
        meta,
        subject: subject ? `${subject.firstname} ${subject.lastname}` : null,
      }),
      meta,
      target: {
        type: row.targetType,
        id: row.targetId,
        applicationId: row.applicationId,
        applicantName: row.applicationId ? (applicantOf.get(row.applicationId) ?? null) : null,
      },
      ip: row.ip,
      requestId: row.requestId,
    };
  });
}
