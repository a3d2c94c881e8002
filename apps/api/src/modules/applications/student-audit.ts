import type { ApplicationStatus } from '@studychina/contracts';
import { recordAudit, type AuditContext } from '../../lib/audit.js';

type Tx = Parameters<typeof recordAudit>[0];

/**
 * The student's own actions in the audit trail, the student as actor (docs/product.md#who-can-see-what):
 * each written with the transaction of the action, so the trail answers "who did what" for both sides.
 */
export const studentAudit = {
  submitted: (tx: Tx, audit: AuditContext, applicationId: string, files: number) =>
    recordAudit(tx, {
      ...audit,
      action: 'application.submit',
      targetType: 'application',
      targetId: applicationId,
      applicationId,
      meta: { files },
    }),

  /** Corrections sent (`application.resubmit`) or the application withdrawn (`application.withdraw`). */
  moved: (
    tx: Tx,
    audit: AuditContext,
    action: 'application.resubmit' | 'application.withdraw',
    event: { id: string; applicationId: string; fromStatus: ApplicationStatus | null; toStatus: ApplicationStatus },
  ) =>
    recordAudit(tx, {
      ...audit,
      action,
      targetType: 'application',
      targetId: event.applicationId,
      applicationId: event.applicationId,
      meta: { from: event.fromStatus, to: event.toStatus, eventId: event.id },
    }),

  /** A document the student sent after submitting: a replacement (`replaced`) or a new one. */
  sentFile: (
    tx: Tx,
    audit: AuditContext,
    file: { id: string; applicationId: string; listName: string; originalName: string },
    replaced: { id: string; originalName: string } | null,
  ) =>
    recordAudit(tx, {
      ...audit,
      action: 'file.replace',
      targetType: 'file',
      targetId: file.id,
      applicationId: file.applicationId,
      meta: {
        listName: file.listName,
        originalName: file.originalName,
        replacedId: replaced?.id ?? null,
        replacedName: replaced?.originalName ?? null,
      },
    }),
};
