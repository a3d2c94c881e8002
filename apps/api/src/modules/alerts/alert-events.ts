import { mailDeadlineDay, mailLocale, mailTexts, text, type ApplicationStatus } from '@studychina/contracts';
import type { Prisma, PrismaClient } from '@studychina/db';
import { escapeHtml } from '../../lib/escape-html.js';
import { applicationPageUrl, studentMail, type MailContact } from '../../lib/student-mail.js';
import type { LaterOptions, Mail, Mailer } from '../../plugins/mailer.js';
import { moneyText } from '../payments/receipts/receipt-money.js';
import { correctionContent, paymentContent, reminderContent, statusContent } from './alert-content.js';
import { queueAlert } from './queue-alert.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const studentOf = (tx: Prisma.TransactionClient, applicationId: string) =>
  tx.application.findUniqueOrThrow({
    where: { id: applicationId },
    select: { id: true, user: { select: { id: true, email: true, firstname: true, locale: true } } },
  });

/**
 * A status change made by the back office (admin/workflow.service.ts), in its transaction: the student's status mail
 * and, when they turned WhatsApp or SMS on, the short alert there, the mail then held as its fallback
 * (docs/decisions/0138-whatsapp-and-sms-alerts.md). A correction request says its deadline.
 */
export async function alertStatusChange(
  tx: Prisma.TransactionClient,
  mailer: Pick<Mailer, 'sendLater' | 'contact'>,
  event: { id: string; applicationId: string; toStatus: ApplicationStatus; deadline: Date | null },
  mail: Mail,
  log: LaterOptions['log'],
): Promise<void> {
  const { id: applicationId, user } = await studentOf(tx, event.applicationId);
  const url = applicationPageUrl(mailer.contact, applicationId, user.locale);
  const content =
    event.toStatus === 'action_required'
      ? correctionContent(user.locale, user.firstname, event.deadline, url)
      : statusContent(user.locale, user.firstname, event.toStatus, url);
  await queueAlert(
    tx,
    { eventKey: `status:${event.id}`, userId: user.id, applicationId, content, mail: { mail, log } },
    mailer,
  );
}

/**
 * A payment that succeeded (payments/payment-succeeded.ts), in its transaction: the alert on WhatsApp or SMS. Its
 * receipt is mailed anyway, so there is no e-mail to fall back to.
 */
export async function alertPaymentConfirmed(
  tx: Prisma.TransactionClient,
  payment: { id: string; amount: number; currency: string; applicationId: string },
  webUrl: string,
): Promise<void> {
  const { id: applicationId, user } = await studentOf(tx, payment.applicationId);
  const locale = mailLocale(user.locale);
  const url = applicationPageUrl({ webUrl, inbox: '' }, applicationId, locale);
  const content = paymentContent(locale, user.firstname, moneyText(locale, payment.amount, payment.currency), url);
  await queueAlert(tx, { eventKey: `payment:${payment.id}`, userId: user.id, applicationId, content });
}

function reminderMail(
  student: { email: string; firstname: string; locale: string },
  applicationId: string,
  days: number,
  deadline: Date,
  contact: MailContact,
): Mail {
  const say = mailTexts(student.locale);
  const day = mailDeadlineDay(student.locale, deadline);
  const body = say(text('mail.alerts.mail.reminderBody', { firstname: student.firstname, days, day }));
  return studentMail(
    {
      to: student.email,
      locale: student.locale,
      applicationId,
      subject: say(text('mail.alerts.mail.reminderSubject', { day })),
      text: body.split('\n'),
      html: body.split('\n\n').map((part) => `<p>${escapeHtml(part)}</p>`),
    },
    contact,
  );
}

/**
 * The reminders due at `now` (docs/decisions/0138-whatsapp-and-sms-alerts.md): for each application still waiting for
 * corrections, 3 days and then 1 day before the deadline of the request it waits on, each once (its event key) and
 * only when the request gave the student more time than that. Each goes on the student's channels, else by e-mail.
 * Returns how many were queued.
 */
export async function queueDueReminders(
  prisma: PrismaClient,
  mailer: Pick<Mailer, 'sendLater' | 'contact'>,
  now: Date,
): Promise<number> {
  const t = now.getTime();
  const waiting = await prisma.application.findMany({
    where: { status: 'action_required' },
    select: {
      id: true,
      user: { select: { id: true, email: true, firstname: true, locale: true } },
      events: {
        where: { toStatus: 'action_required' },
        orderBy: { createdAt: 'desc' },
        take: 1,
        select: { id: true, deadline: true, createdAt: true },
      },
    },
  });
  let queued = 0;
  for (const { id: applicationId, user, events } of waiting) {
    const event = events[0];
    if (!event?.deadline) continue;
    const left = event.deadline.getTime() - t;
    const days = left <= 0 ? null : left <= DAY_MS ? 1 : left <= 3 * DAY_MS ? 3 : null;
    if (days === null || event.deadline.getTime() - event.createdAt.getTime() <= days * DAY_MS) continue;
    const eventKey = `reminder${days}:${event.id}`;
    if ((await prisma.alert.count({ where: { eventKey } })) > 0) continue;
    const url = applicationPageUrl(mailer.contact, applicationId, user.locale);
    await prisma.$transaction(async (tx) => {
      await queueAlert(
        tx,
        {
          eventKey,
          userId: user.id,
          applicationId,
          content: reminderContent(user.locale, user.firstname, days, event.deadline!, url),
          mail: {
            mail: reminderMail(user, applicationId, days, event.deadline!, mailer.contact),
            log: { applicationId, reminder: eventKey },
          },
        },
        mailer,
      );
    });
    queued += 1;
  }
  return queued;
}
