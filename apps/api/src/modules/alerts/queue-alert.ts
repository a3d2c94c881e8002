import type { Prisma } from '@studychina/db';
import type { JobDb } from '../../plugins/jobs.js';
import type { LaterOptions, Mail, Mailer } from '../../plugins/mailer.js';

/** The job that sends one WhatsApp or SMS alert (alert-sender.ts). */
export const SEND_ALERT = 'send-alert';
/** The mailer follow-up of an alert's e-mail: sent only while its row is queued (held: WhatsApp or SMS carries it). */
export const ALERT_EMAIL = 'alert-email';

export type ChatChannel = 'whatsapp' | 'sms';
export const CHAT_CHANNELS: readonly ChatChannel[] = ['whatsapp', 'sms'];

/** What a WhatsApp or SMS alert says, in the student's language (alert-content.ts). */
export interface AlertContent {
  kind: string;
  template: string | null;
  params: string[];
  language: string;
  text: string;
}

export interface QueueAlertInput {
  /** The event it tells of: one alert per event and channel, whatever the retries. */
  eventKey: string;
  userId: string;
  applicationId: string | null;
  content: AlertContent;
  /**
   * The e-mail about the same event: queued now when the student has no WhatsApp or SMS on, else held and sent only
   * if every channel fails. Without one (a payment, whose receipt is mailed anyway), nothing goes by e-mail.
   */
  mail?: { mail: Mail; log?: LaterOptions['log'] };
  /** These channels whether or not the student consented yet (the code that verifies a number). */
  only?: ChatChannel[];
}

/**
 * Adds the job that sends an alert, in `db` (the change's transaction): the same call as plugins/jobs.ts makes,
 * with a start time for the retries' back-off (the queue's clock: the database's).
 */
export async function addAlertJob(db: JobDb, alertId: string, delayMs = 0): Promise<void> {
  await db.$executeRaw`SELECT graphile_worker.add_job(${SEND_ALERT}, ${JSON.stringify({ alertId })}::json,
    run_at := now() + ${delayMs}::int * interval '1 millisecond', max_attempts := 5)`;
}

/**
 * Queues an event's alerts in the transaction of the change that causes it (docs/decisions/0138-whatsapp-and-sms-alerts.md):
 * one row and one job per channel the student turned on (verified, with consent), and the e-mail, held while a
 * channel carries the alert. The rows' unique (event, channel) makes a second call for the same event a no-op.
 * Returns the channels queued.
 */
export async function queueAlert(
  tx: Prisma.TransactionClient,
  input: QueueAlertInput,
  mailer?: Pick<Mailer, 'sendLater'>,
): Promise<ChatChannel[]> {
  const settings = await tx.alertSettings.findUnique({ where: { userId: input.userId } });
  const channels = settings?.phone
    ? (input.only ?? CHAT_CHANNELS.filter((channel) => settings[`${channel}ConsentAt`] !== null))
    : [];
  const base = {
    eventKey: input.eventKey,
    userId: input.userId,
    applicationId: input.applicationId,
    kind: input.content.kind,
    template: input.content.template,
    params: input.content.params,
    language: input.content.language,
    text: input.content.text,
  };
  const chat = await tx.alert.createManyAndReturn({
    data: channels.map((channel) => ({ ...base, channel })),
    skipDuplicates: true,
    select: { id: true, channel: true },
  });
  for (const row of chat) await addAlertJob(tx, row.id);
  if (input.mail && mailer) {
    const [email] = await tx.alert.createManyAndReturn({
      data: [
        {
          ...base,
          channel: 'email',
          state: channels.length > 0 ? 'held' : 'queued',
          mail: input.mail.mail as unknown as Prisma.InputJsonValue,
        },
      ],
      skipDuplicates: true,
      select: { id: true },
    });
    // Queued even when held: its job drops it then (ALERT_EMAIL's stillWanted), and the staff preview of a status
    // change takes the mail here (admin/status-preview.ts).
    if (email)
      await mailer.sendLater(input.mail.mail, {
        db: tx,
        log: input.mail.log,
        about: { kind: ALERT_EMAIL, ref: email.id },
      });
  }
  return chat.map((row) => row.channel as ChatChannel);
}
