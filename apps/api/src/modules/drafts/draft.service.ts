import {
  APPLICATION_TEXT_FIELDS,
  CONSENT_FIELD,
  FILE_LIST_NAMES,
  applicationDraftBodySchema,
  isFileListName,
  type ApplicationDraftBody,
  type ApplicationDraftResponse,
  type DraftFiles,
  type FileListName,
  type Locale,
  text,
} from '@studychina/contracts';
import type { DraftUpload, PrismaClient } from '@studychina/db';
import { fileTypeLabel } from '../../lib/file-type.js';
import type { AuditContext } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import type { TextFields } from '../../lib/text-fields.js';
import type { createApplicationsService } from '../applications/applications.service.js';
import type { ReceivedFile } from '../applications/receive-application.js';

export interface DraftDeps {
  prisma: PrismaClient;
  applications: Pick<ReturnType<typeof createApplicationsService>, 'submitReceived'>;
  now: () => Date;
}

const completed = (userId: string) => ({ userId, storageKey: { not: null } });

/** A stored draft read back: anything a former version stored that no longer fits is dropped, not fatal. */
const readValues = (stored: unknown): ApplicationDraftBody => {
  const parsed = applicationDraftBodySchema.safeParse(stored);
  return parsed.success ? parsed.data : {};
};

/** The draft's text as POST /apply receives it: text fields as sent, the two lists as JSON text. */
function asSubmittedFields(values: ApplicationDraftBody): TextFields {
  const fields: TextFields = Object.create(null) as TextFields;
  for (const name of APPLICATION_TEXT_FIELDS) {
    const value = values[name];
    if (value !== undefined) fields[name] = value;
  }
  fields.educationHistory = JSON.stringify(values.educationHistory ?? []);
  fields.familyMembers = JSON.stringify(values.familyMembers ?? []);
  return fields;
}

/** Completed uploads as the files of an application, numbered by list in upload order. */
function asReceivedFiles(rows: DraftUpload[]): ReceivedFile[] {
  const positions = new Map<string, number>();
  return rows.flatMap((row) => {
    if (!row.storageKey || !row.mimeType || !row.sha256 || !isFileListName(row.listName)) return [];
    const position = positions.get(row.listName) ?? 0;
    positions.set(row.listName, position + 1);
    return [
      {
        list: row.listName,
        position,
        originalName: row.originalName,
        key: row.storageKey,
        size: row.size,
        sha256: row.sha256,
        detected: { mime: row.mimeType, label: fileTypeLabel(row.mimeType) },
      },
    ];
  });
}

/** The server-side draft (docs/product.md#resumable-uploads-and-the-server-draft). */
export function createDraftService({ prisma, applications, now }: DraftDeps) {
  const uploadsOf = (userId: string) =>
    prisma.draftUpload.findMany({ where: completed(userId), orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

  return {
    async get(userId: string): Promise<Omit<ApplicationDraftResponse, 'success'>> {
      const [draft, rows] = await Promise.all([
        prisma.applicationDraft.findUnique({ where: { userId } }),
        uploadsOf(userId),
      ]);
      const files = Object.fromEntries(FILE_LIST_NAMES.map((list) => [list, []])) as unknown as DraftFiles;
      for (const row of rows)
        if (isFileListName(row.listName))
          files[row.listName as FileListName].push({
            id: row.id,
            originalName: row.originalName,
            size: row.size,
            mimeType: row.mimeType ?? '',
          });
      return {
        draft: readValues(draft?.values),
        files,
        updatedAt: draft ? draft.touchedAt.toISOString() : null,
      };
    },

    async put(userId: string, values: ApplicationDraftBody): Promise<Date> {
      const touchedAt = now();
      await prisma.applicationDraft.upsert({
        where: { userId },
        create: { userId, values, touchedAt },
        update: { values, touchedAt },
      });
      return touchedAt;
    },

    /**
     * Submits the draft exactly as POST /apply would be judged, its completed uploads as the files. The
     * application's rows, the files' move (their DraftUpload rows leave) and the emptied draft are one
     * transaction: a failure leaves the draft and its files as they were.
     */
    async submit(
      applicant: { id: string; email: string },
      audit: AuditContext,
      locale: Locale,
      /** The version of the consent statement the student saw beside Submit (docs/decisions/0137-students-data-rights.md). */
      consentVersion: string | undefined,
    ) {
      const [draft, rows] = await Promise.all([
        prisma.applicationDraft.findUnique({ where: { userId: applicant.id } }),
        uploadsOf(applicant.id),
      ]);
      const files = asReceivedFiles(rows);
      const fields = asSubmittedFields(readValues(draft?.values));
      if (consentVersion !== undefined) fields[CONSENT_FIELD] = consentVersion;
      const upload = { fields, files, unknownFiles: {} };
      const ids = rows.map((row) => row.id);
      return applications.submitReceived(applicant, upload, audit, locale, async (tx) => {
        const { count } = await tx.draftUpload.deleteMany({ where: { id: { in: ids }, userId: applicant.id } });
        // A file removed meanwhile (another device): submit nothing rather than an application without it.
        if (count !== ids.length) throw new HttpError(409, 'CONFLICT', text('drafts.changed'));
        await tx.applicationDraft.upsert({
          where: { userId: applicant.id },
          create: { userId: applicant.id, values: {}, touchedAt: now() },
          update: { values: {}, touchedAt: now() },
        });
      });
    },
  };
}
