import type { Text } from '@studychina/contracts';
import type { Prisma } from '@studychina/db';
import type { MailContact } from '../../lib/student-mail.js';
import type { Mail } from '../../plugins/mailer.js';
import { rejectedUnreplaced } from './application-status.js';
import { statusMail } from './status-mail.js';

/**
 * The one place legacy events are read (docs/decisions/0116-texts-by-key-to-the-end.md): an event with a key is
 * our text, mailed by its key; one without is what staff wrote, mailed as written. Events stored before keys
 * were kept had theirs filled in from their English by the migration that added the column
 * (prisma/migrations/20261127110000_application_event_message_key/migration.sql).
 */
const eventMessage = (event: { message: string; messageKey?: string | null }): Text | string =>
  event.messageKey ? ({ key: event.messageKey } as Text) : event.message;

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
    /** Our text's key (a student's own action); null: staff's message, mailed as written. */
    messageKey?: string | null;
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
      message: eventMessage(event),
      rejected,
      requested,
      deadline: event.deadline,
      locale: application.user.locale,
    },
    contact,
  );
}
