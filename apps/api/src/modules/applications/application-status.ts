import {
  REQUIRED_FILE_LISTS,
  STATUSES_NEEDING_DOCUMENTS,
  canTransition,
  documentsOutstanding as documentsOutstandingText,
  illegalTransition,
  outstandingDocuments,
  outstandingErrors,
  type ApplicationStatus,
  type FileListName,
  type MessageKey,
  type OutstandingDocument,
  type TransitionActor,
} from '@studychina/contracts';
import type { Prisma } from '@studychina/db';
import { HttpError } from '../../lib/http-error.js';

type Tx = Prisma.TransactionClient;

/** The current, rejected student files nobody has replaced yet, in list order. */
export const rejectedUnreplaced = (tx: Tx, applicationId: string) =>
  tx.applicationFile.findMany({
    where: { applicationId, source: 'student', replacedAt: null, reviewDecision: 'rejected' },
    orderBy: [{ listName: 'asc' }, { position: 'asc' }],
    select: { id: true, listName: true, position: true, originalName: true, reviewReason: true },
  });

/**
 * docs/product.md#document-requests: the open requests, the rejected documents not replaced and, for forwarding
 * and admitting, the `requiredLists` (contracts REQUIRED_FILE_LISTS) without a current file, each named.
 */
export async function documentsOutstanding(
  tx: Tx,
  applicationId: string,
  requiredLists: readonly FileListName[] = [],
): Promise<OutstandingDocument[]> {
  const files = await tx.applicationFile.findMany({
    where: { applicationId, source: 'student', replacedAt: null },
    select: {
      listName: true,
      position: true,
      originalName: true,
      source: true,
      replacedAt: true,
      reviewDecision: true,
    },
  });
  const requests = await tx.documentRequest.findMany({
    where: { applicationId, state: 'open' },
    orderBy: [{ createdAt: 'asc' }, { position: 'asc' }],
    select: { id: true, listName: true, name: true, state: true },
  });
  return outstandingDocuments(files, requests, requiredLists);
}

/** 409 DOCUMENTS_OUTSTANDING naming each document: `errors` keyed by list name (or request id). */
export const outstandingRefusal = (items: readonly OutstandingDocument[]) =>
  new HttpError(
    409,
    'DOCUMENTS_OUTSTANDING',
    documentsOutstandingText(items.map((item) => item.text)),
    outstandingErrors(items),
  );

export interface StatusMove {
  applicationId: string;
  /** The status the caller read; the move only happens if it is still the current one. */
  from: ApplicationStatus;
  to: ApplicationStatus;
  actor: TransitionActor;
  /** The staff account; null for the student (or the system). */
  actorId: string | null;
  message: string;
  /** Our text's key when `message` is our English (a student's own action), so it is mailed and shown by key. */
  messageKey?: MessageKey;
  note?: string | null | undefined;
  deadline?: Date | null | undefined;
  /** When the move happens (the app's clock); now by default. */
  at?: Date;
}

/**
 * One transition inside the caller's transaction: the graph (409 ILLEGAL_TRANSITION), the documents
 * for forwarded/admitted (409 DOCUMENTS_OUTSTANDING), then the status and its event. The update is
 * conditional on `from`, so two concurrent moves cannot both apply: the second finds the status changed
 * and is refused as illegal from what it believed. Leaving action_required cancels the requests still open
 * (staff lifting the corrections, or the student withdrawing).
 */
export async function moveStatus(tx: Tx, move: StatusMove) {
  const { applicationId, from, to } = move;
  if (!canTransition(from, to, move.actor)) throw new HttpError(409, 'ILLEGAL_TRANSITION', illegalTransition(from, to));
  if ((STATUSES_NEEDING_DOCUMENTS as readonly string[]).includes(to)) {
    const outstanding = await documentsOutstanding(tx, applicationId, REQUIRED_FILE_LISTS);
    if (outstanding.length > 0) throw outstandingRefusal(outstanding);
  }
  const { count } = await tx.application.updateMany({
    where: { id: applicationId, status: from },
    // When it entered the status and, while corrections are due, by when: the queue's triage columns.
    data: {
      status: to,
      statusChangedAt: move.at ?? new Date(),
      deadline: to === 'action_required' ? (move.deadline ?? null) : null,
    },
  });
  if (count === 0) {
    const now = await tx.application.findUniqueOrThrow({ where: { id: applicationId }, select: { status: true } });
    throw new HttpError(409, 'ILLEGAL_TRANSITION', illegalTransition(now.status, to));
  }
  if (from === 'action_required')
    await tx.documentRequest.updateMany({ where: { applicationId, state: 'open' }, data: { state: 'cancelled' } });
  const event = await tx.applicationEvent.create({
    data: {
      applicationId,
      actorId: move.actorId,
      fromStatus: from,
      toStatus: to,
      message: move.message,
      messageKey: move.messageKey ?? null,
      note: move.note || null,
      deadline: move.deadline ?? null,
    },
  });
  const application = await tx.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: { id: true, status: true, updatedAt: true },
  });
  return { application, event };
}
