import type { Multipart } from '@fastify/multipart';
import { STUDENT_PAGES, text } from '@studychina/contracts';
import type { Prisma, PrismaClient } from '@studychina/db';
import type { AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import type { UploadLimits } from '../../lib/upload-limits.js';
import { isUuid } from '../../lib/uuid.js';
import { isUniqueViolation } from '../accounts/users.service.js';
import { documentsOutstanding, moveStatus, outstandingRefusal } from './application-status.js';
import { readDocumentUpload } from './document-upload.js';
import type { Mailer } from '../../plugins/mailer.js';
import { toStudentApplication, toStudentFile } from './my-application.js';
import { placeDocuments } from './place-documents.js';
import { resubmittedMail } from './resubmitted-mail.js';
import { statusNotice } from './status-notice.js';
import { studentAudit } from './student-audit.js';

export interface MyApplicationDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  limits: UploadLimits;
  mailer: Pick<Mailer, 'sendLater' | 'contact'>;
  /** Where a resubmission is announced when nobody is assigned (the contact form's inbox). */
  inbox: string;
  now: () => Date;
}

/** Another user's application or file is not found: its existence is never revealed (never 403). */
const notFound = () => new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));

/**
 * The student's side after submitting (docs/product.md#the-students-application-after-submitting): read
 * the application, its files and the documents from staff, replace rejected files, resubmit, withdraw.
 * Every lookup is by the application id AND the signed-in user's id.
 */
export function createMyApplicationService({ prisma, storage, limits, mailer, inbox, now }: MyApplicationDeps) {
  const own = async (userId: string, id: string) => {
    const row = isUuid(id)
      ? await prisma.application.findFirst({ where: { id, userId }, select: { id: true, status: true } })
      : null;
    if (!row) throw notFound();
    return row;
  };

  /** `alsoInTx`: more the move causes (a mail to staff), committed with it or not at all. */
  const studentMove = async (
    userId: string,
    id: string,
    to: 'under_review' | 'withdrawn',
    /** Our text of the event, stored by its key with its English (docs/decisions/0116-texts-by-key-to-the-end.md). */
    event: 'RESUBMITTED' | 'WITHDRAWN',
    audit: AuditContext,
    alsoInTx?: (tx: Prisma.TransactionClient) => Promise<void>,
  ) => {
    const current = await own(userId, id);
    const moved = await prisma.$transaction(async (tx) => {
      if (to === 'under_review' && current.status === 'action_required') {
        const outstanding = await documentsOutstanding(tx, id);
        if (outstanding.length > 0) throw outstandingRefusal(outstanding);
      }
      const result = await moveStatus(tx, {
        applicationId: id,
        from: current.status,
        to,
        actor: 'student',
        actorId: null,
        message: STUDENT_PAGES.events[event],
        messageKey: `studentPages.events.${event}`,
      });
      await studentAudit.moved(
        tx,
        audit,
        to === 'withdrawn' ? 'application.withdraw' : 'application.resubmit',
        result.event,
      );
      await mailer.sendLater(await statusNotice(tx, result.event, mailer.contact), {
        db: tx,
        log: { applicationId: id, event: result.event.id },
      });
      await alsoInTx?.(tx);
      return result;
    });
    return moved.application;
  };

  return {
    async detail(userId: string, id: string) {
      await own(userId, id);
      const row = await prisma.application.findUniqueOrThrow({
        where: { id },
        include: {
          educationHistory: { orderBy: { position: 'asc' } },
          familyMembers: { orderBy: { position: 'asc' } },
          files: { orderBy: [{ listName: 'asc' }, { position: 'asc' }, { revision: 'asc' }] },
          // Explicit fields: the internal note and the staff member never leave the database here.
          events: {
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            select: {
              id: true,
              fromStatus: true,
              toStatus: true,
              message: true,
              messageKey: true,
              deadline: true,
              createdAt: true,
            },
          },
          requests: { orderBy: [{ createdAt: 'asc' }, { position: 'asc' }] },
        },
      });
      return toStudentApplication(row);
    },

    /** The row of one of the student's own files or of a document from staff on their application. */
    async file(userId: string, id: string, fileId: string) {
      await own(userId, id);
      const file = isUuid(fileId)
        ? await prisma.applicationFile.findFirst({ where: { id: fileId, applicationId: id } })
        : null;
      if (!file) throw notFound();
      return file;
    },

    /**
     * Sends documents while corrections are asked for (docs/product.md#document-requests): replacements of
     * one list's rejected files, files of a list an open request asks for, or a named extra document (`extra[0]`
     * with its `requestId`). Checks and limits as /apply's; placement in place-documents.ts.
     */
    async replaceFiles(userId: string, id: string, parts: AsyncIterable<Multipart>, audit: AuditContext) {
      const current = await own(userId, id);
      const batch = storage.batch();
      try {
        const upload = await readDocumentUpload(parts, batch, limits);
        if (current.status !== 'action_required')
          throw new HttpError(409, 'CONFLICT', text('studentPages.answers.REPLACE_NOT_NOW'));
        const placed = await prisma.$transaction(async (tx) => {
          const created = await placeDocuments(tx, {
            applicationId: id,
            upload,
            uploaderId: userId,
            byStaff: false,
            at: now(),
          });
          for (const file of created) {
            const replaced = file.replacesId
              ? await tx.applicationFile.findUnique({
                  where: { id: file.replacesId },
                  select: { id: true, originalName: true },
                })
              : null;
            await studentAudit.sentFile(tx, audit, file, replaced);
          }
          await batch.commit();
          return created;
        });
        return placed.map(toStudentFile);
      } catch (error) {
        await batch.rollback();
        // Two uploads for the same file at once: the second finds it replaced.
        if (isUniqueViolation(error) || (error as { code?: unknown }).code === 'P2025')
          throw new HttpError(409, 'CONFLICT', text('studentPages.answers.NOTHING_TO_REPLACE'));
        throw error;
      }
    },

    /** action_required → under_review once every request is answered and nothing rejected is left; staff hear of it by mail. */
    resubmit: (userId: string, id: string, audit: AuditContext) =>
      studentMove(userId, id, 'under_review', 'RESUBMITTED', audit, async (tx) => {
        const row = await tx.application.findUniqueOrThrow({
          where: { id },
          select: { firstName: true, surName: true, assignee: { select: { email: true, disabledAt: true } } },
        });
        const to = row.assignee && !row.assignee.disabledAt ? row.assignee.email : inbox;
        await mailer.sendLater(resubmittedMail(to, `${row.firstName} ${row.surName}`, id), {
          db: tx,
          log: { applicationId: id },
        });
      }),

    withdraw: (userId: string, id: string, audit: AuditContext) =>
      studentMove(userId, id, 'withdrawn', 'WITHDRAWN', audit),
  };
}
export type MyApplicationService = ReturnType<typeof createMyApplicationService>;
