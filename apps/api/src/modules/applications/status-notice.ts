import type { Prisma } from '@studychina/db';
import type { MailContact } from '../../lib/student-mail.js';
import type { Mail } from '../../plugins/mailer.js';
import { rejectedUnreplaced } from './application-status.js';
import { statusMail } from './status-mail.js';

/**
 * The student's mail about an event that has committed, built from the committed rows: the account's
 * address, and for action_required the documents still to replace. Called inside the transaction of the
 * event, after it is written, so the mail is queued with it.
 */
export async function statusNotice(
  prisma: Prisma.TransactionClient,
  event: {
    applicationId: string;
    toStatus: Parameters<typeof statusMail>[0]['status'];
    message: string;
    deadline: Date | null;
  },
  contact: MailContact,
): Promise<Mail> {
  const application = await prisma.application.findUniqueOrThrow({
    where: { id: event.applicationId },
    select: { id: true, user: { select: { email: true, firstname: true, locale: true } } },
  });
  const rejected = event.toStatus === 'action_required' ? await rejectedUnreplaced(prisma, event.applicationId) : [];
  return statusMail(
    {
      to: application.user.email,
      firstname: application.user.firstname,
      applicationId: application.id,
      status: event.toStatus,
      message: event.message,
      rejected,
      deadline: event.deadline,
      locale: application.user.locale,
    },
    contact,
  );
}
