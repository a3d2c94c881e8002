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
     * Stores the message, then e-mails it to the company inbox. The stored row is the record: if the
     * mail cannot go out, the sender is still told it was received, the failure is logged, and
     * emailedAt stays empty so the message can be found and forwarded.
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
      try {
        await mailer.send(contactInboxMail(inbox, message, account.email));
      } catch (err) {
        log.error({ err, contactMessageId: message.id }, 'contact message stored but not e-mailed');
        return;
      }
      // The mail is out: failing the request now would only make the sender send it twice.
      await prisma.contactMessage
        .update({ where: { id: message.id }, data: { emailedAt: new Date() } })
        .catch((err: unknown) =>
          log.error({ err, contactMessageId: message.id }, 'contact message e-mailed, emailedAt not recorded'),
        );
    },
  };
}
