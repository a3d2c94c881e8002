import type { Prisma } from '@studychina/db';
import type { MailContact } from '../../lib/student-mail.js';
import type { Mail } from '../../plugins/mailer.js';
import { rejectedUnreplaced } from './application-status.js';
import { statusMail } from './status-mail.js';

/**
 * The student's mail about an event that has committed, built from the committed rows: the account's
 * address, and for action_required the documents still to replace and those the event requested. Called
 * inside the transaction of the event, after it (and its requests) are written, so the mail is queued with it.
 */
export async function statusNotice(
  prisma: Prisma.TransactionClient,
  event: {
    /** The event's id: its document requests are listed (absent: none). */
    id?: string;
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
  const requested =
    event.toStatus === 'action_required' && event.id
      ? await prisma.documentRequest.findMany({
          where: { eventId: event.id },
          orderBy: [{ createdAt: 'asc' }, { position: 'asc' }],
          select: { listName: true, name: true, note: true },
        })
      : [];
  return statusMail(
    {
      to: application.user.email,
      firstname: application.user.firstname,
      applicationId: application.id,
      status: event.toStatus,
      message: event.message,
      rejected,
      requested,
      deadline: event.deadline,
      locale: application.user.locale,
    },
    contact,
  );
}
