import type { PrismaClient } from '@studychina/db';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import type { ResumableStore } from '../../lib/storage/resumable-store.js';

export interface DraftCleanupDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  resumable: ResumableStore;
  now: () => Date;
  /** An unfinished upload older than this is gone (UPLOAD_RESUMABLE_EXPIRY_MS). */
  uploadExpiryMs: number;
  /** A draft untouched this long loses its files (DRAFT_FILES_TTL_DAYS). */
  draftFilesTtlDays: number;
}

export interface CleanupResult {
  expiredUploads: number;
  staleDraftFiles: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The periodic clean-up of the server draft (docs/product.md#resumable-uploads-and-the-server-draft), run
 * by the scheduled job 'clean-up-drafts' (draft.routes.ts, plugins/jobs.ts): unfinished uploads past
 * their expiry, and the files of drafts untouched for the TTL. It only ever deletes through DraftUpload rows, which a submit
 * removes in its transaction; a key that an application's file holds is never deleted.
 */
export async function cleanUpDrafts(deps: DraftCleanupDeps): Promise<CleanupResult> {
  const { prisma, storage, resumable, now, uploadExpiryMs, draftFilesTtlDays } = deps;
  const at = now().getTime();
  await resumable.removeExpired();
  const expired = await prisma.draftUpload.findMany({
    where: { storageKey: null, createdAt: { lt: new Date(at - uploadExpiryMs) } },
    select: { id: true },
  });
  for (const { id } of expired) {
    await prisma.draftUpload.deleteMany({ where: { id, storageKey: null } });
    await resumable.remove(id);
  }

  const staleBefore = new Date(at - draftFilesTtlDays * DAY_MS);
  const stale = await prisma.draftUpload.findMany({
    where: { storageKey: { not: null }, user: { draft: { touchedAt: { lt: staleBefore } } } },
    select: { id: true, storageKey: true },
  });
  let staleDraftFiles = 0;
  for (const { id, storageKey } of stale) {
    // deleteMany's count: a submit or a save that raced us keeps its file.
    const { count } = await prisma.draftUpload.deleteMany({
      where: { id, user: { draft: { touchedAt: { lt: staleBefore } } } },
    });
    if (count === 0 || !storageKey) continue;
    if (await prisma.applicationFile.findUnique({ where: { storageKey } })) continue;
    await storage.remove(storageKey);
    staleDraftFiles += 1;
  }
  return { expiredUploads: expired.length, staleDraftFiles };
}
