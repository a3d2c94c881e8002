import type { StatusChangeBody, StatusPreviewResponse } from '@studychina/contracts';
import type { AuditContext } from '../../lib/audit.js';
import type { Mail } from '../../plugins/mailer.js';
import { createWorkflowService, type WorkflowDeps } from './workflow.service.js';

/** Thrown by the preview's mailer when the status change hands it the mail: it rolls the change back. */
class MailBuilt extends Error {
  constructor(readonly mail: Mail) {
    super('status preview: the mail is built, the change is rolled back');
  }
}

/**
 * The staff preview of the student's mail (docs/product.md#back-office-statuses-and-workflow,
 * docs/decisions/0098-status-mail-preview-is-a-rolled-back-change.md): the real status change runs, with
 * everything it checks, writes and reads (the documents to replace, whatever a later change adds to the
 * mail), up to the moment it queues the mail; the mail is taken there and the transaction rolls back, so
 * nothing is saved, audited or sent. The preview cannot differ from the mail the same change will send.
 */
export function createStatusPreview(deps: WorkflowDeps) {
  const dryRun = createWorkflowService({
    ...deps,
    mailer: {
      contact: deps.mailer.contact,
      sendLater: (mail) => Promise.reject(new MailBuilt(mail)),
    },
  });

  return async (id: string, body: StatusChangeBody, audit: AuditContext): Promise<StatusPreviewResponse> => {
    const mail = await dryRun.changeStatus(id, body, audit).then(
      () => {
        throw new Error('the status change queued no mail');
      },
      (error: unknown) => {
        if (error instanceof MailBuilt) return error.mail;
        throw error;
      },
    );
    const { user } = await deps.prisma.application.findUniqueOrThrow({
      where: { id },
      select: { user: { select: { locale: true } } },
    });
    return {
      success: true,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      locale: user.locale === 'fr' ? 'fr' : 'en',
    };
  };
}
