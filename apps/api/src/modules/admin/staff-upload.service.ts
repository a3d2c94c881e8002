import type { Multipart } from '@fastify/multipart';
import { STAFF_UPLOAD_CLOSED_MESSAGE, isFinalStatus, asWritten, text } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import type { UploadLimits } from '../../lib/upload-limits.js';
import { isUuid } from '../../lib/uuid.js';
import { isUniqueViolation } from '../accounts/users.service.js';
import { readDocumentUpload } from '../applications/document-upload.js';
import { placeDocuments } from '../applications/place-documents.js';
import { toStaffFile } from './staff-views.js';

export interface StaffUploadDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  limits: UploadLimits;
  now: () => Date;
}

/**
 * Staff upload a document on the student's behalf (docs/product.md#document-requests): the same reading and
 * checks as the student's own upload, the same placement (a rejected file is replaced, an open request is
 * answered, else the file is added to its list), in any status that is not final. Each file is marked with
 * who uploaded it and audited, in the transaction that stores it.
 */
export function createStaffUploadService({ prisma, storage, limits, now }: StaffUploadDeps) {
  return {
    async upload(id: string, parts: AsyncIterable<Multipart>, audit: AuditContext) {
      const application = isUuid(id)
        ? await prisma.application.findUnique({ where: { id }, select: { status: true } })
        : null;
      if (!application) throw new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
      const batch = storage.batch();
      try {
        const upload = await readDocumentUpload(parts, batch, limits);
        if (isFinalStatus(application.status))
          throw new HttpError(409, 'CONFLICT', asWritten(STAFF_UPLOAD_CLOSED_MESSAGE));
        const placed = await prisma.$transaction(async (tx) => {
          const created = await placeDocuments(tx, {
            applicationId: id,
            upload,
            uploaderId: audit.actorId!,
            byStaff: true,
            at: now(),
          });
          for (const file of created)
            await recordAudit(tx, {
              ...audit,
              action: 'file.upload',
              targetType: 'file',
              targetId: file.id,
              applicationId: id,
              meta: {
                listName: file.listName,
                originalName: file.originalName,
                replaces: file.replacesId,
                requestId: file.requestId,
              },
            });
          await batch.commit();
          return created;
        });
        return placed.map(toStaffFile);
      } catch (error) {
        await batch.rollback();
        // Two uploads into the same place at once: the second may simply retry.
        if (isUniqueViolation(error) || (error as { code?: unknown }).code === 'P2025')
          throw new HttpError(409, 'CONFLICT', text('studentPages.answers.CONFLICT_RETRY'));
        throw error;
      }
    },
  };
}
