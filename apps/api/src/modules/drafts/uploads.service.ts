import { pipeline } from 'node:stream';
import {
  errorTexts,
  type FieldErrors,
  type Text,
  type FileListName,
  bytesText,
  fieldLabel,
  fileText,
  text,
} from '@studychina/contracts';
import type { DraftUpload, PrismaClient } from '@studychina/db';
import { detectFileType } from '../../lib/file-type.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import type { ResumableStore } from '../../lib/storage/resumable-store.js';
import type { UploadLimits } from '../../lib/upload-limits.js';
import { contentErrors } from '../applications/check-submission.js';
import { FileMeter } from '../applications/file-meter.js';
import type { NewUpload } from './upload-metadata.js';

export interface UploadsDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  resumable: ResumableStore;
  limits: UploadLimits;
  now: () => Date;
}

/** What a finished upload came to: accepted into the draft, or refused (and deleted) with /apply's texts. */
export type FinishedUpload =
  | { accepted: true; row: DraftUpload }
  | { accepted: false; code: 'FILE_TYPE_REFUSED'; message: Text; errors: FieldErrors };

const notFound = () => new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));

/**
 * The tus uploads of a student's draft (docs/product.md#resumable-uploads-and-the-server-draft): each is
 * a DraftUpload row of its account from creation on; its bytes sit in the resumable store until complete,
 * then are judged by content and copied into FileStorage (or refused and deleted).
 */
export function createUploadsService({ prisma, storage, resumable, limits, now }: UploadsDeps) {
  const touchDraft = (userId: string) =>
    prisma.applicationDraft.upsert({
      where: { userId },
      create: { userId, values: {}, touchedAt: now() },
      update: { touchedAt: now() },
    });

  return {
    /**
     * Checks a creation against the list's and the account's limits (413 before a byte is sent, the texts
     * of /apply) and records the upload; returns its id, which tus then uses.
     */
    async create(userId: string, { list, originalName, length }: NewUpload, id: string): Promise<void> {
      if (length > limits.fileBytes)
        throw new HttpError(
          413,
          'PAYLOAD_TOO_LARGE',
          text('upload.fileTooLarge', {
            file: fileText(fieldLabel(list), originalName),
            size: bytesText(limits.fileBytes),
          }),
        );
      // Unfinished uploads count with their declared length: the bound holds however many run at once.
      const held = await prisma.draftUpload.aggregate({ where: { userId }, _sum: { size: true }, _count: true });
      if ((held._sum.size ?? 0) + length > limits.totalBytes)
        throw new HttpError(413, 'PAYLOAD_TOO_LARGE', text('upload.tooLarge', { size: bytesText(limits.totalBytes) }));
      if (held._count + 1 > limits.files)
        throw new HttpError(413, 'PAYLOAD_TOO_LARGE', text('upload.tooManyFiles', { max: limits.files }));
      await prisma.draftUpload.create({ data: { id, userId, listName: list, originalName, size: length } });
      await touchDraft(userId);
    },

    /** The account's own upload; another account's, or none, is 404 (never 403: ids are not confirmed). */
    async findOwn(userId: string, id: string): Promise<DraftUpload> {
      const row = await prisma.draftUpload.findFirst({ where: { id, userId } });
      if (!row) throw notFound();
      return row;
    },

    /**
     * The upload's bytes are all there: judge them by content (magic bytes, the list's accept filter), then
     * copy them into FileStorage, or delete them. Either way the resumable copy is removed.
     */
    async finish(id: string): Promise<FinishedUpload> {
      const row = await prisma.draftUpload.findUniqueOrThrow({ where: { id } });
      const batch = storage.batch();
      try {
        const meter = new FileMeter(() => null);
        const key = await batch.put(pipeline(resumable.read(id), meter, () => {}));
        const { size, sha256, sample } = meter.measure();
        const detected = size > 0 ? await detectFileType(sample) : null;
        const file = {
          list: row.listName as FileListName,
          position: 0,
          originalName: row.originalName,
          key,
          size,
          sha256,
          detected,
        };
        const errors = contentErrors([file]);
        const message = errorTexts(errors)[0];
        if (message !== undefined || !detected) {
          await batch.rollback();
          await prisma.draftUpload.deleteMany({ where: { id } });
          return {
            accepted: false,
            code: 'FILE_TYPE_REFUSED',
            message: message ?? text('errors.VALIDATION_FAILED_MESSAGE'),
            errors,
          };
        }
        await batch.commit();
        const done = await prisma.draftUpload.update({
          where: { id },
          data: { storageKey: key, size, sha256, mimeType: detected.mime, completedAt: now() },
        });
        await touchDraft(row.userId);
        return { accepted: true, row: done };
      } catch (error) {
        await batch.rollback();
        throw error;
      } finally {
        await resumable.remove(id);
      }
    },

    /** Removes an upload, finished or not, with its bytes (termination, or a file taken out of the draft). */
    async remove(userId: string, id: string): Promise<void> {
      const row = await prisma.draftUpload.findFirst({ where: { id, userId } });
      // deleteMany and its count: a submit that took the file meanwhile leaves nothing to delete (404).
      const { count } = row ? await prisma.draftUpload.deleteMany({ where: { id, userId } }) : { count: 0 };
      if (!row || count === 0) throw notFound();
      if (row.storageKey) await storage.remove(row.storageKey);
      else await resumable.remove(id);
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
