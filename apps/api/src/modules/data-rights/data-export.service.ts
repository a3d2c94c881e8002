import type { Readable } from 'node:stream';
import { text } from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import type { AuditContext } from '../../lib/audit.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import type { Jobs } from '../../plugins/jobs.js';
import type { Mailer } from '../../plugins/mailer.js';
import { isUuid } from '../admin/staff-views.js';
import { zipStream } from '../admin/files-zip.js';
import { accountData } from './account-data.js';
import { dataExportMail } from './data-export-mail.js';

/** How long the link of a data export works (issue 31). */
export const EXPORT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const BUILD_DATA_EXPORT = 'build-data-export';

export interface DataExportDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  jobs: Jobs;
  mailer: Mailer;
  now: Clock;
}

const notFound = () => new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));

/**
 * "Download my data" (issue 31, docs/decisions/0137-students-data-rights.md): asked for, built by a job into a ZIP kept
 * in the file storage (local disk or S3), mailed as a link to the student's page that downloads it for the signed-in
 * owner only, for seven days.
 */
export function createDataExportService({ prisma, storage, jobs, mailer, now }: DataExportDeps) {
  return {
    /** Records the request and queues the job that builds the ZIP, in one transaction. */
    async request(userId: string, audit: AuditContext) {
      const at = now();
      return prisma.$transaction(async (tx) => {
        const row = await tx.dataExport.create({
          data: { userId, createdAt: at, expiresAt: new Date(at.getTime() + EXPORT_LIFETIME_MS) },
        });
        await jobs.add(tx, BUILD_DATA_EXPORT, { exportId: row.id }, { maxAttempts: 5 });
        await recordAudit(tx, { ...audit, action: 'account.export', targetType: 'user', targetId: userId });
        return row;
      });
    },

    /** The job: the account's JSON and every stored file into one ZIP, stored, then the link mailed. */
    async build(exportId: string) {
      const row = await prisma.dataExport.findUnique({ where: { id: exportId }, include: { user: true } });
      if (!row || row.storageKey) return;
      const at = now();
      const { json, files } = await accountData(prisma, row.userId, at);
      const zip = zipStream(storage, files, [
        { name: 'my-data.json', content: Buffer.from(JSON.stringify(json, null, 2)), createdAt: at },
      ]);
      const batch = storage.batch();
      try {
        const key = await batch.put(zip);
        await batch.commit();
        await prisma.$transaction(async (tx) => {
          const { count } = await tx.dataExport.updateMany({
            where: { id: row.id, storageKey: null },
            data: { storageKey: key, readyAt: at },
          });
          // The account was deleted meanwhile: nothing to mail, and the ZIP goes.
          if (count === 0) throw notFound();
          await mailer.sendLater(
            dataExportMail(
              {
                to: row.user.email,
                firstname: row.user.firstname,
                exportId: row.id,
                expiresAt: row.expiresAt,
                locale: row.user.locale,
              },
              mailer.contact,
            ),
            { db: tx, log: { exportId: row.id } },
          );
        });
      } catch (error) {
        await batch.rollback();
        if (error instanceof HttpError) return;
        throw error;
      }
    },

    /** The ZIP, for its owner only (another account's, an unknown or an expired one: 404). */
    async download(
      userId: string,
      exportId: string,
      audit: AuditContext,
    ): Promise<{ fileName: string; stream: Readable }> {
      const row = isUuid(exportId) ? await prisma.dataExport.findFirst({ where: { id: exportId, userId } }) : null;
      if (!row?.storageKey || row.expiresAt.getTime() <= now().getTime()) throw notFound();
      await recordAudit(prisma, { ...audit, action: 'account.export.download', targetType: 'user', targetId: userId });
      const day = row.createdAt.toISOString().slice(0, 10);
      return { fileName: `my-data-${day}.zip`, stream: await storage.read(row.storageKey) };
    },

    /** Removes the ZIPs whose link has expired (the clean-up's schedule). */
    async removeExpired() {
      const expired = await prisma.dataExport.findMany({ where: { expiresAt: { lte: now() } } });
      for (const row of expired) {
        if (row.storageKey) await storage.remove(row.storageKey);
        await prisma.dataExport.delete({ where: { id: row.id } });
      }
      return expired.length;
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
