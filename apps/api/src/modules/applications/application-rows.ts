import type { Prisma, PrismaClient } from '@studychina/db';
import {
  STAFF_DOCUMENTS_LIST,
  SUBMITTED_EVENT_MESSAGE,
  eventMessageKeyOf,
  type ApplicationFormValues,
  type ApplicationSummary,
  type MessageKey,
} from '@studychina/contracts';
import { nationalityColumns } from '../../lib/countries.js';
import { textColumns } from './application-columns.js';
import type { ReceivedFile } from './receive-application.js';

/** The application's rows: written all at once with its entries and files, read back as summaries. */
export function createApplicationRows(prisma: PrismaClient) {
  return {
    /**
     * Writes the application, its entries and its file rows in one transaction. `commitFiles` runs
     * inside it, after the rows are written and before COMMIT: if it fails nothing is written, and if
     * COMMIT then fails the caller's rollback removes the committed files. Files never outlive a
     * failed write, and a row never exists without its files. It gets the transaction, so what must
     * change with the application (the server draft's rows it came from, its receipt's job) changes in
     * the same one; and the new row, for what needs its id.
     */
    async create(
      userId: string,
      values: ApplicationFormValues,
      files: readonly ReceivedFile[],
      commitFiles: (
        tx: Prisma.TransactionClient,
        row: { id: string; status: ApplicationSummary['status']; createdAt: Date },
      ) => Promise<void>,
      /** What the student agreed to at submit: the statement's version and when (docs/decisions/0137-students-data-rights.md). */
      consent: { version: string; at: Date },
    ) {
      return prisma.$transaction(async (tx) => {
        const row = await tx.application.create({
          data: {
            userId,
            ...textColumns(values),
            // The nationality's country, recognised from its text (docs/decisions/0096-nationality-as-a-country.md).
            ...nationalityColumns(values.nationality),
            consentVersion: consent.version,
            consentedAt: consent.at,
            educationHistory: { create: values.educationHistory.map((entry, position) => ({ position, ...entry })) },
            familyMembers: { create: values.familyMembers.map((member, position) => ({ position, ...member })) },
            // The submission is the first event of the application's history (actor null: the student).
            events: {
              create: {
                toStatus: 'submitted',
                message: SUBMITTED_EVENT_MESSAGE,
                messageKey: 'studentPages.events.SUBMITTED' satisfies MessageKey,
              },
            },
            files: {
              create: files.map((file) => ({
                listName: file.list,
                position: file.position,
                originalName: file.originalName,
                storageKey: file.key,
                size: file.size,
                // Only files of an accepted detected type get this far.
                mimeType: file.detected?.mime ?? 'application/octet-stream',
                sha256: file.sha256,
              })),
            },
          },
          select: { id: true, status: true, createdAt: true },
        });
        await commitFiles(tx, row);
        return row;
      });
    },

    /**
     * The user's own applications, newest first (never another user's: the filter is the user's id), each
     * with what its dashboard card shows: the same rules as the student's view of one (my-application.ts).
     */
    async listOwn(userId: string): Promise<ApplicationSummary[]> {
      const rows = await prisma.application.findMany({
        where: { userId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: {
          id: true,
          majorFirstChoice: true,
          majorSecondChoice: true,
          programmeFirstChoice: true,
          intakeFirstChoice: true,
          programmeSecondChoice: true,
          intakeSecondChoice: true,
          status: true,
          createdAt: true,
          _count: { select: { files: true } },
          files: { select: { source: true, listName: true, reviewDecision: true, replacedAt: true, erasedAt: true } },
          requests: { where: { state: 'open' }, select: { id: true } },
          events: {
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
            select: { fromStatus: true, toStatus: true, message: true, messageKey: true, deadline: true },
          },
        },
      });
      return rows.map(({ _count, createdAt, files, events, requests, ...row }) => {
        const lastRequest = events.findLast((event) => event.toStatus === 'action_required');
        return {
          ...row,
          createdAt: createdAt.toISOString(),
          fileCount: _count.files,
          deadline: row.status === 'action_required' ? (lastRequest?.deadline?.toISOString() ?? null) : null,
          lastMessage: events.at(-1)?.message ?? null,
          lastMessageKey: eventMessageKeyOf(events.at(-1)?.messageKey ?? null),
          documentsToReplace: files.filter(
            (file) => file.source === 'student' && !file.replacedAt && file.reviewDecision === 'rejected',
          ).length,
          documentsRequested: requests.length,
          // Erased ones (docs/decisions/0144-retention-of-closed-applications.md) are no longer there to download.
          documentsFromStaff: files.filter(
            (file) => file.source === 'staff' && file.listName === STAFF_DOCUMENTS_LIST && !file.erasedAt,
          ).length,
          statusChanges: events.map(({ fromStatus, toStatus }) => ({ fromStatus, toStatus })),
        };
      });
    },
  };
}
export type ApplicationRows = ReturnType<typeof createApplicationRows>;
