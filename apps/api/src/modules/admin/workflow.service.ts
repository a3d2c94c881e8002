import {
  ASSIGNEE_INVALID_MESSAGE,
  FILE_ALREADY_REPLACED_MESSAGE,
  firstWords,
  assignedToColleagueMessage,
  assignmentChangedMessage,
  isStaffRole,
  type AssignBody,
  type FileReviewBody,
  type StatusChangeBody,
  asWritten,
  text,
} from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import { isUuid } from '../../lib/uuid.js';
import { moveStatus } from '../applications/application-status.js';
import { parseDeadline } from '../applications/deadline.js';
import type { Mailer } from '../../plugins/mailer.js';
import { statusNotice } from '../applications/status-notice.js';
import { alertStatusChange as alertStudentOfStatus } from '../alerts/alert-events.js';
import { requirePaidToForward } from '../payments/admin-payments-gate.js';
import { toStaffMember, toStaffNote, toStaffReview } from './staff-views.js';

export interface WorkflowDeps {
  prisma: PrismaClient;
  mailer: Pick<Mailer, 'sendLater' | 'contact'>;
  now: () => Date;
}

const notFound = () => new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));

/**
 * What staff do to an application (docs/product.md#back-office-statuses-and-workflow). Each change and
 * its audit row are one transaction, which also queues the student's mail (sent once it commits).
 */
export function createWorkflowService({ prisma, mailer, now }: WorkflowDeps) {
  const findApplication = async (id: string) => {
    const row = isUuid(id)
      ? await prisma.application.findUnique({ where: { id }, select: { id: true, status: true } })
      : null;
    if (!row) throw notFound();
    return row;
  };

  /** An active staff or admin account to assign to, or null for nobody; anything else is 422 on `staffId`. */
  const findAssignee = async (staffId: string | null) => {
    if (staffId === null) return null;
    const assignee = isUuid(staffId) ? await prisma.user.findUnique({ where: { id: staffId } }) : null;
    if (!assignee || !isStaffRole(assignee.role) || assignee.disabledAt)
      throw new HttpError(422, 'VALIDATION_FAILED', asWritten(ASSIGNEE_INVALID_MESSAGE), {
        staffId: [asWritten(ASSIGNEE_INVALID_MESSAGE)],
      });
    return assignee;
  };

  return {
    async changeStatus(id: string, body: StatusChangeBody, audit: AuditContext) {
      const current = await findApplication(id);
      const deadline = body.status === 'action_required' ? parseDeadline(body.deadline, now()) : null;
      const moved = await prisma.$transaction(async (tx) => {
        if (body.status === 'forwarded_to_university') await requirePaidToForward(tx, id);
        const result = await moveStatus(tx, {
          applicationId: id,
          from: current.status,
          to: body.status,
          actor: 'staff',
          actorId: audit.actorId,
          message: body.message,
          note: body.note,
          deadline,
          at: now(),
        });
        // The documents asked for with these corrections (docs/product.md#document-requests), before the mail lists them.
        const requests = body.status === 'action_required' ? (body.requests ?? []) : [];
        await tx.documentRequest.createMany({
          data: requests.map((request, index) => ({
            applicationId: id,
            eventId: result.event.id,
            listName: request.listName ?? null,
            name: request.listName ? null : (request.name ?? null),
            note: request.note || null,
            createdById: audit.actorId,
            position: index,
          })),
        });
        await recordAudit(tx, {
          ...audit,
          action: 'application.status',
          targetType: 'application',
          targetId: id,
          applicationId: id,
          meta: {
            from: current.status,
            to: body.status,
            eventId: result.event.id,
            deadline: deadline?.toISOString() ?? null,
            message: firstWords(body.message),
            ...(requests.length > 0 && {
              requests: requests.map((request) => request.listName ?? request.name ?? ''),
            }),
          },
        });
        // The student's mail, and their WhatsApp or SMS alert if they turned one on (the mail then held as its
        // fallback: docs/decisions/0138-whatsapp-and-sms-alerts.md).
        await alertStudentOfStatus(tx, mailer, result.event, await statusNotice(tx, result.event, mailer.contact), {
          applicationId: id,
          event: result.event.id,
        });
        return result;
      });
      return moved.application;
    },

    async reviewFile(id: string, fileId: string, body: FileReviewBody, audit: AuditContext) {
      await findApplication(id);
      const file = isUuid(fileId)
        ? await prisma.applicationFile.findFirst({ where: { id: fileId, applicationId: id, source: 'student' } })
        : null;
      if (!file) throw notFound();
      if (file.replacedAt) throw new HttpError(409, 'CONFLICT', asWritten(FILE_ALREADY_REPLACED_MESSAGE));
      const reason = body.decision === 'rejected' ? (body.reason ?? null) : body.reason || null;
      return prisma.$transaction(async (tx) => {
        const reviewed = await tx.applicationFile.update({
          where: { id: fileId },
          data: { reviewDecision: body.decision, reviewReason: reason, reviewedById: audit.actorId, reviewedAt: now() },
          include: { reviewedBy: true },
        });
        await recordAudit(tx, {
          ...audit,
          action: 'file.review',
          targetType: 'file',
          targetId: fileId,
          applicationId: id,
          meta: {
            decision: body.decision,
            listName: file.listName,
            originalName: file.originalName,
            reason: reason && firstWords(reason, 120),
          },
        });
        return { id: reviewed.id, review: toStaffReview(reviewed)! };
      });
    },

    async addNote(id: string, text: string, audit: AuditContext) {
      await findApplication(id);
      const authorId = audit.actorId!;
      return prisma.$transaction(async (tx) => {
        const note = await tx.applicationNote.create({
          data: { applicationId: id, authorId, text },
          include: { author: true },
        });
        await recordAudit(tx, {
          ...audit,
          action: 'application.note',
          targetType: 'note',
          targetId: note.id,
          applicationId: id,
          meta: { excerpt: firstWords(text) },
        });
        return toStaffNote(note);
      });
    },

    findAssignee,

    /**
     * Assigns the application (docs/product.md#back-office-statuses-and-workflow). `expectedAssigneeId`, when
     * given, is who the client showed as the assignee: anyone else by now is a 409 CONFLICT naming them.
     * `takeOver: false` (the bulk route's default) refuses with 409 ASSIGNED_TO_COLLEAGUE to take an
     * application assigned to someone other than the caller and the new assignee.
     */
    async assign(
      id: string,
      { staffId, expectedAssigneeId }: AssignBody,
      audit: AuditContext,
      { takeOver = true }: { takeOver?: boolean } = {},
    ) {
      const current = isUuid(id)
        ? await prisma.application.findUnique({ where: { id }, select: { assigneeId: true, assignee: true } })
        : null;
      if (!current) throw notFound();
      const assignee = await findAssignee(staffId);
      if (expectedAssigneeId !== undefined && current.assigneeId !== expectedAssigneeId)
        throw new HttpError(409, 'CONFLICT', asWritten(assignmentChangedMessage(current.assignee)));
      const colleague = current.assignee;
      if (!takeOver && colleague && colleague.id !== staffId && colleague.id !== audit.actorId)
        throw new HttpError(409, 'ASSIGNED_TO_COLLEAGUE', asWritten(assignedToColleagueMessage(colleague)));
      await prisma.$transaction(async (tx) => {
        // Only from the assignee read above: a change made meanwhile is not overwritten unseen.
        const { count } = await tx.application.updateMany({
          where: { id, assigneeId: current.assigneeId },
          data: { assigneeId: staffId },
        });
        if (count === 0) throw new HttpError(409, 'CONFLICT', text('studentPages.answers.CONFLICT_RETRY'));
        await recordAudit(tx, {
          ...audit,
          action: 'application.assign',
          targetType: 'application',
          targetId: id,
          applicationId: id,
          meta: { assigneeId: staffId, assigneeName: assignee && `${assignee.firstname} ${assignee.lastname}` },
        });
      });
      return assignee ? toStaffMember(assignee) : null;
    },
  };
}
export type WorkflowService = ReturnType<typeof createWorkflowService>;
