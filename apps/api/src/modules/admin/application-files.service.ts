import type { Readable } from 'node:stream';
import { text } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { recordAudit, type AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import type { StoredFile } from '../../lib/stored-file-reply.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import { zipEntryNames, zipStream } from './files-zip.js';
import { isUuid } from './staff-views.js';

const notFound = () => new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));

/** `Okafor_Chiamaka-documents`: the applicant's names, ASCII-safe (the header also carries the exact name). */
const archiveName = (surName: string, firstName: string) =>
  `${surName}_${firstName}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-') + '-documents.zip';

/**
 * Staff reads of stored documents (docs/product.md#back-office-queue-files-exports-and-audit): every
 * view, download and ZIP is audited before a byte is served (docs/product.md#who-can-see-what).
 */
export function createApplicationFilesService(prisma: PrismaClient, storage: FileStorage) {
  return {
    async file(applicationId: string, fileId: string, download: boolean, audit: AuditContext): Promise<StoredFile> {
      const file =
        isUuid(applicationId) && isUuid(fileId)
          ? await prisma.applicationFile.findFirst({ where: { id: fileId, applicationId } })
          : null;
      if (!file) throw notFound();
      await recordAudit(prisma, {
        ...audit,
        action: download ? 'file.download' : 'file.view',
        targetType: 'file',
        targetId: file.id,
        applicationId,
        meta: { listName: file.listName, originalName: file.originalName },
      });
      return file;
    },

    /** Every file of the application (replaced ones and staff documents in folders of their own). */
    async zip(applicationId: string, audit: AuditContext): Promise<{ fileName: string; stream: Readable }> {
      const application = isUuid(applicationId)
        ? await prisma.application.findUnique({
            where: { id: applicationId },
            include: {
              // Files the retention job erased have no bytes left to put in (docs/decisions/0144-retention-of-closed-applications.md).
              files: {
                where: { erasedAt: null },
                orderBy: [{ source: 'asc' }, { listName: 'asc' }, { position: 'asc' }, { revision: 'asc' }],
              },
            },
          })
        : null;
      if (!application) throw notFound();
      const names = zipEntryNames(application.files, (file) => {
        if (file.source === 'staff') return `from-staff/${file.originalName}`;
        const folder = file.replacedAt ? `replaced/${file.listName}` : file.listName;
        return `${folder}/${file.position + 1}-${file.originalName}`;
      });
      await recordAudit(prisma, {
        ...audit,
        action: 'files.zip',
        targetType: 'application',
        targetId: application.id,
        applicationId: application.id,
        meta: { files: application.files.length },
      });
      const entries = application.files.map((file, i) => ({
        name: names[i]!,
        storageKey: file.storageKey,
        createdAt: file.createdAt,
      }));
      return { fileName: archiveName(application.surName, application.firstName), stream: zipStream(storage, entries) };
    },
  };
}

export type ApplicationFilesService = ReturnType<typeof createApplicationFilesService>;
