import type { Multipart } from '@fastify/multipart';
import {
  DOCUMENT_FILE_REQUIRED_MESSAGE,
  NOTHING_TO_REPLACE_MESSAGE,
  NOT_FOUND_MESSAGE,
  REPLACE_NOT_NOW_MESSAGE,
  REPLACE_ONE_LIST_MESSAGE,
  REPLACE_TOO_MANY_MESSAGE,
  RESUBMITTED_EVENT_MESSAGE,
  RESUBMIT_DOCUMENTS_OUTSTANDING_MESSAGE,
  WITHDRAWN_EVENT_MESSAGE,
  addFieldError,
  errorTexts,
  type FieldErrors,
} from '@studychina/contracts';
import type { Prisma, PrismaClient } from '@studychina/db';
import type { AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import { toUploadError } from '../../lib/multipart-errors.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import type { UploadLimits } from '../../lib/upload-limits.js';
import { isUuid } from '../../lib/uuid.js';
import { isUniqueViolation } from '../accounts/users.service.js';
import { moveStatus, rejectedUnreplaced } from './application-status.js';
import { contentErrors } from './check-submission.js';
import type { Mailer } from '../../plugins/mailer.js';
import { toStudentApplication, toStudentFile } from './my-application.js';
import { receiveApplication } from './receive-application.js';
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
const notFound = () => new HttpError(404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
const refuse = (field: string, message: string) =>
  new HttpError(422, 'VALIDATION_FAILED', message, { [field]: [message] });

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
    message: string,
    audit: AuditContext,
    alsoInTx?: (tx: Prisma.TransactionClient) => Promise<void>,
  ) => {
    const current = await own(userId, id);
    const moved = await prisma.$transaction(async (tx) => {
      if (to === 'under_review' && current.status === 'action_required') {
        if ((await rejectedUnreplaced(tx, id)).length > 0)
          throw new HttpError(409, 'DOCUMENTS_OUTSTANDING', RESUBMIT_DOCUMENTS_OUTSTANDING_MESSAGE);
      }
      const result = await moveStatus(tx, {
        applicationId: id,
        from: current.status,
        to,
        actor: 'student',
        actorId: null,
        message,
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
            select: { id: true, fromStatus: true, toStatus: true, message: true, deadline: true, createdAt: true },
          },
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
     * Replaces the rejected files of ONE list (parts named as in /apply: passportphoto[0], ...): the k-th
     * file sent replaces the k-th rejected file of the list. The old rows are kept, marked replaced; the
     * new ones take their list and position at the next revision. Checks and limits as /apply's.
     */
    async replaceFiles(userId: string, id: string, parts: AsyncIterable<Multipart>, audit: AuditContext) {
      const current = await own(userId, id);
      const batch = storage.batch();
      try {
        const upload = await receiveApplication(parts, batch, limits).catch((error: unknown) => {
          throw toUploadError(error, limits);
        });
        const errors: FieldErrors = structuredClone(upload.unknownFiles);
        const lists = [...new Set(upload.files.map((file) => file.list))];
        if (upload.files.length === 0 && Object.keys(errors).length === 0)
          addFieldError(errors, 'files', DOCUMENT_FILE_REQUIRED_MESSAGE);
        if (lists.length > 1) addFieldError(errors, 'files', REPLACE_ONE_LIST_MESSAGE);
        const first = errorTexts(errors)[0];
        if (first) throw new HttpError(422, 'VALIDATION_FAILED', first, errors);
        const refused = contentErrors(upload.files);
        const refusedText = errorTexts(refused)[0];
        if (refusedText) throw new HttpError(422, 'FILE_TYPE_REFUSED', refusedText, refused);
        if (current.status !== 'action_required') throw new HttpError(409, 'CONFLICT', REPLACE_NOT_NOW_MESSAGE);

        const list = lists[0]!;
        const replaced = await prisma.$transaction(async (tx) => {
          const rejected = (await rejectedUnreplaced(tx, id)).filter((file) => file.listName === list);
          if (rejected.length === 0) throw new HttpError(409, 'CONFLICT', NOTHING_TO_REPLACE_MESSAGE);
          if (upload.files.length > rejected.length) throw refuse(list, REPLACE_TOO_MANY_MESSAGE);
          const at = now();
          const created = [];
          for (const [index, file] of upload.files.entries()) {
            const old = await tx.applicationFile.update({
              where: { id: rejected[index]!.id, replacedAt: null },
              data: { replacedAt: at },
            });
            created.push(
              await tx.applicationFile.create({
                data: {
                  applicationId: id,
                  source: 'student',
                  listName: list,
                  position: old.position,
                  revision: old.revision + 1,
                  replacesId: old.id,
                  originalName: file.originalName,
                  storageKey: file.key,
                  size: file.size,
                  mimeType: file.detected?.mime ?? 'application/octet-stream',
                  sha256: file.sha256,
                },
              }),
            );
            await studentAudit.sentFile(tx, audit, created.at(-1)!, old);
          }
          await batch.commit();
          return created;
        });
        return replaced.map(toStudentFile);
      } catch (error) {
        await batch.rollback();
        // Two replacements of the same file at once: the second finds it replaced.
        if (isUniqueViolation(error) || (error as { code?: unknown }).code === 'P2025')
          throw new HttpError(409, 'CONFLICT', NOTHING_TO_REPLACE_MESSAGE);
        throw error;
      }
    },

    /** action_required → under_review once nothing rejected is left; staff hear of it by mail. */
    resubmit: (userId: string, id: string, audit: AuditContext) =>
      studentMove(userId, id, 'under_review', RESUBMITTED_EVENT_MESSAGE, audit, async (tx) => {
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
      studentMove(userId, id, 'withdrawn', WITHDRAWN_EVENT_MESSAGE, audit),
  };
}
export type MyApplicationService = ReturnType<typeof createMyApplicationService>;
