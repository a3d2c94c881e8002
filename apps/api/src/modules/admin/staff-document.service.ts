import type { Multipart } from '@fastify/multipart';
import { STAFF_DOCUMENTS_LIST, isVerifiableKind, text } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import { toUploadError } from '../../lib/multipart-errors.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import type { UploadLimits } from '../../lib/upload-limits.js';
import { isUuid } from '../../lib/uuid.js';
import type { DocumentSigning } from '../../plugins/document-signing.js';
import type { Mailer } from '../../plugins/mailer.js';
import { isUniqueViolation } from '../accounts/users.service.js';
import { prepareIssue, registerIssue } from '../documents/issue-document.js';
import { receiveDocument } from './receive-document.js';
import { staffDocumentMail } from './staff-document-mail.js';

export interface StaffDocumentDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  limits: UploadLimits;
  mailer: Pick<Mailer, 'sendLater' | 'contact'>;
  signing: DocumentSigning;
  now: () => Date;
}

/**
 * A document for the student (admission letter, offer confirmation, JW202, receipt): stored, then mailed about
 * (docs/product.md#back-office-statuses-and-workflow). An admission letter or offer confirmation is stamped with
 * its verification code and registered (docs/decisions/0135-verifiable-documents.md): the student's download is
 * the stamped PDF, the original is kept beside it.
 */
export function createStaffDocumentService({ prisma, storage, limits, mailer, signing, now }: StaffDocumentDeps) {
  return {
    async addDocument(id: string, parts: AsyncIterable<Multipart>, audit: AuditContext) {
      const found = isUuid(id) ? await prisma.application.findUnique({ where: { id }, select: { id: true } }) : null;
      if (!found) throw new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
      const batch = storage.batch();
      try {
        const received = await receiveDocument(parts, batch, limits).catch((error: unknown) => {
          throw toUploadError(error, limits);
        });
        const at = now();
        const issue = isVerifiableKind(received.kind)
          ? await prepareIssue(
              { prisma, signing },
              { applicationId: id, kind: received.kind, original: received, batch, at },
            )
          : null;
        const stored = issue?.file ?? received;
        const row = await prisma.$transaction(async (tx) => {
          const last = await tx.applicationFile.aggregate({
            where: { applicationId: id, listName: STAFF_DOCUMENTS_LIST },
            _max: { position: true },
          });
          const created = await tx.applicationFile.create({
            data: {
              applicationId: id,
              source: 'staff',
              listName: STAFF_DOCUMENTS_LIST,
              position: (last._max.position ?? -1) + 1,
              originalName: received.originalName,
              storageKey: stored.key,
              size: stored.size,
              mimeType: received.mimeType,
              sha256: stored.sha256,
            },
            include: { application: { select: { user: { select: { email: true, firstname: true, locale: true } } } } },
          });
          const issued = issue ? await registerIssue(tx, issue, created.id) : null;
          await recordAudit(tx, {
            ...audit,
            action: 'application.document',
            targetType: 'file',
            targetId: created.id,
            applicationId: id,
            meta: {
              originalName: received.originalName,
              size: stored.size,
              mimeType: received.mimeType,
              kind: received.kind,
              ...(issued && { code: issued.code }),
            },
          });
          const { email, firstname, locale } = created.application.user;
          const mail = { to: email, firstname, originalName: created.originalName, applicationId: id, locale };
          await mailer.sendLater(staffDocumentMail(mail, mailer.contact), {
            db: tx,
            log: { applicationId: id, fileId: created.id },
          });
          await batch.commit();
          return { created, issued };
        });
        return {
          id: row.created.id,
          originalName: row.created.originalName,
          size: row.created.size,
          mimeType: row.created.mimeType,
          uploadedAt: row.created.createdAt.toISOString(),
          erasedAt: null,
          kind: received.kind,
          verification: row.issued && { code: row.issued.code, url: signing.verifyUrl(row.issued.code) },
        };
      } catch (error) {
        await batch.rollback();
        // Two documents added at the same moment took the same position: the second may simply retry.
        if (isUniqueViolation(error)) throw new HttpError(409, 'CONFLICT', text('studentPages.answers.CONFLICT_RETRY'));
        throw error;
      }
    },
  };
}
