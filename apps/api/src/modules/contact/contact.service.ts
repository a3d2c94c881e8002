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
  // The mail is out: only the record of it is missing, which must not fail anything else.
  mailer.follow('contact', {
    sent: (id) =>
      prisma.contactMessage
        .update({ where: { id }, data: { emailedAt: new Date() } })
        .catch((err: unknown) =>
          log.error({ err, contactMessageId: id }, 'contact message e-mailed, emailedAt not recorded'),
        ),
  });
  return {
    /**
     * Stores the message and queues its mail to the company inbox in one transaction (mailer.sendLater):
     * the stored row is the record, so the sender is told it was received whatever the mail server does;
     * the worker retries while it fails, and emailedAt is set once the mail is out.
     */
    async send(account: { id: string; email: string }, body: ContactBody): Promise<void> {
      await prisma.$transaction(async (tx) => {
        const message = await tx.contactMessage.create({
          data: {
            userId: account.id,
            name: body.name,
            email: body.email,
            subject: body.subject,
            message: contactMessageText(body),
          },
        });
        await mailer.sendLater(contactInboxMail(inbox, message, account.email), {
          db: tx,
          log: { contactMessageId: message.id },
          about: { kind: 'contact', ref: message.id },
        });
      });
    },
  };
}
