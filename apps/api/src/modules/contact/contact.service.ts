import type { FastifyBaseLogger } from 'fastify';
import type { PrismaClient } from '@studychina/db';
import { contactMessageText, type ContactBody } from '@studychina/contracts';
import type { Mailer } from '../../plugins/mailer.js';
import { contactInboxMail } from './contact-mail.js';

export interface ContactServiceDeps {
  prisma: PrismaClient;
  mailer: Mailer;
  inbox: string;
  log: FastifyBaseLogger;
}

export function createContactService({ prisma, mailer, inbox, log }: ContactServiceDeps) {
  return {
    /**
     * Stores the message, then e-mails it to the company inbox after the answer (mailer.sendLater): the
     * stored row is the record, so the sender is told it was received whatever the mail server does; a
     * failure is logged, and emailedAt stays empty so the message can be found and forwarded.
     */
    async send(account: { id: string; email: string }, body: ContactBody): Promise<void> {
      const message = await prisma.contactMessage.create({
        data: {
          userId: account.id,
          name: body.name,
          email: body.email,
          subject: body.subject,
          message: contactMessageText(body),
        },
      });
      mailer.sendLater(contactInboxMail(inbox, message, account.email), {
        log: { contactMessageId: message.id },
        // The mail is out: only the record of it is missing, which must not fail anything else.
        onSent: () =>
          prisma.contactMessage
            .update({ where: { id: message.id }, data: { emailedAt: new Date() } })
            .catch((err: unknown) =>
              log.error({ err, contactMessageId: message.id }, 'contact message e-mailed, emailedAt not recorded'),
            ),
      });
    },
  };
}
