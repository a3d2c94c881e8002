import type { FastifyBaseLogger } from 'fastify';
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
 * The periodic clean-up of the server draft (docs/product.md#resumable-uploads-and-the-server-draft), one
 * function so that a job queue can run it later as it is: unfinished uploads past their expiry, and the
 * files of drafts untouched for the TTL. It only ever deletes through DraftUpload rows, which a submit
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

/**
 * Runs the clean-up every `intervalMs` (0: never) while the app is up: a simple interval for one
 * instance; with several, the scale-out issue moves it to a job queue (docs/decisions/0045-tus-resumable-uploads.md).
 */
export function scheduleDraftCleanup(deps: DraftCleanupDeps, intervalMs: number, log: FastifyBaseLogger) {
  if (intervalMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    cleanUpDrafts(deps)
      .then((result) => log.info(result, 'draft clean-up done'))
      .catch((err: unknown) => log.error({ err }, 'draft clean-up failed'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
