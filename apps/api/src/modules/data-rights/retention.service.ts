import {
  FINAL_STATUSES,
  RETENTION_PREVIEW_LIMIT,
  type ApplicationStatus,
  type RetentionPreview,
} from '@studychina/contracts';
import type { PrismaClient } from '@studychina/db';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';

/** The nightly job's name and slot: every day at 02:17 UTC (a quiet hour for the consultancy's users). */
export const RETENTION_JOB = 'erase-closed-documents';
const RUN_HOUR = 2;
const RUN_MINUTE = 17;
export const RETENTION_CRON = `${RUN_MINUTE} ${RUN_HOUR} * * *`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first slot of the job after `now`. */
export function nextRetentionRun(now: Date): Date {
  const slot = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RUN_HOUR, RUN_MINUTE);
  return new Date(slot > now.getTime() ? slot : slot + DAY_MS);
}

/** The slot a run belongs to: the latest at or before `now` (a run starts a few seconds after it, or late). */
export function currentRetentionSlot(now: Date): Date {
  return new Date(nextRetentionRun(now).getTime() - DAY_MS);
}

/** `at` minus `months` calendar months (UTC), the day kept or the month's last (31 March - 1 = 28/29 February). */
export function monthsBefore(at: Date, months: number): Date {
  const total = at.getUTCFullYear() * 12 + at.getUTCMonth() - months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const out = new Date(at);
  out.setUTCFullYear(year, month, Math.min(at.getUTCDate(), lastDay));
  return out;
}

interface DueRow {
  id: string;
  status: ApplicationStatus;
  closedAt: Date;
  files: number;
  bytes: bigint;
  originals: number;
}

/**
 * The closed applications (a status no transition leaves: FINAL_STATUSES) that reached it at or before `cutoff` and
 * still hold a stored file or an issued document's original. When it closed: the event that moved it into its current
 * status (docs/product.md#back-office-statuses-and-workflow), else the status' own time (rows older than the events).
 */
const dueSql = `
  SELECT d.* FROM (
    SELECT a."id", a."status"::text AS "status",
      COALESCE(
        (SELECT max(e."createdAt") FROM "ApplicationEvent" e
          WHERE e."applicationId" = a."id" AND e."toStatus" = a."status"),
        a."statusChangedAt") AS "closedAt",
      (SELECT count(*)::int FROM "ApplicationFile" f WHERE f."applicationId" = a."id" AND f."erasedAt" IS NULL) AS "files",
      (SELECT coalesce(sum(f."size"), 0)::bigint FROM "ApplicationFile" f
        WHERE f."applicationId" = a."id" AND f."erasedAt" IS NULL) AS "bytes",
      (SELECT count(*)::int FROM "IssuedDocument" i
        WHERE i."applicationId" = a."id" AND i."originalKey" IS NOT NULL) AS "originals"
    FROM "Application" a
    WHERE a."status"::text = ANY($1::text[])
  ) d
  WHERE d."closedAt" <= $2::timestamp AND (d."files" > 0 OR d."originals" > 0)
  ORDER BY d."closedAt", d."id"`;

interface Deps {
  prisma: PrismaClient;
  storage: FileStorage;
  now: Clock;
  /** RETENTION_MONTHS. */
  months: number;
  log: { info: (obj: object, msg: string) => void };
}

/**
 * Retention of closed applications' documents (issue 31, docs/decisions/0144-retention-of-closed-applications.md):
 * the nightly job erases the stored bytes (local disk or S3, through the file storage) of every application closed
 * RETENTION_MONTHS before its slot; the file rows stay with `erasedAt`, the application and its history too. One audit
 * row per application, with ids and counts only. The admins' preview reads the same query for the next slot.
 */
export function createRetentionService({ prisma, storage, now, months, log }: Deps) {
  const due = (cutoff: Date) => prisma.$queryRawUnsafe<DueRow[]>(dueSql, [...FINAL_STATUSES], cutoff.toISOString());

  /** One application: the bytes go first (removing an absent key is no error), then the rows say so, with the audit. */
  async function erase(row: DueRow, at: Date, slot: Date) {
    const files = await prisma.applicationFile.findMany({
      where: { applicationId: row.id, erasedAt: null },
      select: { id: true, storageKey: true, size: true },
    });
    const originals = await prisma.issuedDocument.findMany({
      where: { applicationId: row.id, originalKey: { not: null } },
      select: { id: true, originalKey: true },
    });
    // A failure here fails the job before anything is marked: the next run (or the retry) tries again.
    for (const key of [...files.map((f) => f.storageKey), ...originals.map((o) => o.originalKey!)])
      await storage.remove(key);
    await prisma.$transaction(async (tx) => {
      await tx.applicationFile.updateMany({
        where: { id: { in: files.map((f) => f.id) }, erasedAt: null },
        data: { erasedAt: at },
      });
      // The register of issued documents keeps the masked name and the hashes (docs/decisions/0135-verifiable-documents.md).
      await tx.issuedDocument.updateMany({
        where: { id: { in: originals.map((o) => o.id) } },
        data: { originalKey: null },
      });
      await recordAudit(tx, {
        actorId: null,
        ip: 'local',
        requestId: `${RETENTION_JOB}:${slot.toISOString()}`,
        action: 'files.retention_erase',
        targetType: 'application',
        targetId: row.id,
        applicationId: row.id,
        meta: {
          status: row.status,
          closedAt: row.closedAt.toISOString(),
          files: files.length,
          bytes: files.reduce((sum, f) => sum + f.size, 0),
          originals: originals.length,
        },
      });
    });
  }

  return {
    /** What the next run will erase (GET /admin/retention). */
    async preview(): Promise<RetentionPreview> {
      const nextRunAt = nextRetentionRun(now());
      const closedBefore = monthsBefore(nextRunAt, months);
      const rows = await due(closedBefore);
      const total = (pick: (row: DueRow) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
      return {
        retentionMonths: months,
        nextRunAt: nextRunAt.toISOString(),
        closedBefore: closedBefore.toISOString(),
        totals: {
          applications: rows.length,
          files: total((row) => row.files),
          bytes: total((row) => Number(row.bytes)),
          originals: total((row) => row.originals),
        },
        applications: rows.slice(0, RETENTION_PREVIEW_LIMIT).map((row) => ({
          id: row.id,
          status: row.status,
          closedAt: row.closedAt.toISOString(),
          files: row.files,
          bytes: Number(row.bytes),
          originals: row.originals,
        })),
      };
    },

    /** The job: the applications due at the slot this run belongs to, one after the other. */
    async run() {
      const at = now();
      const slot = currentRetentionSlot(at);
      const rows = await due(monthsBefore(slot, months));
      for (const row of rows) await erase(row, at, slot);
      log.info({ applications: rows.length, files: rows.reduce((sum, row) => sum + row.files, 0) }, 'retention run');
      return rows.length;
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
