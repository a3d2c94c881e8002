import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';
import { mailContactOf, type MailContact } from '../lib/student-mail.js';
import type { JobDb } from './jobs.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files sent with it (a receipt's PDF), base64 so the queued job's payload stays JSON. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/** A kind of message whose module checks, at sending time, that it is still wanted, or records it went. */
export interface MailFollowUp {
  /** false: the message is dropped unsent (e.g. a code that a newer one replaced, or that expired). */
  stillWanted?(ref: string): Promise<boolean>;
  sent?(ref: string): Promise<unknown>;
}

/** How a message is queued (sendLater). */
export interface LaterOptions {
  /**
   * The transaction of the change that causes the message: queued only if it commits. Required, so that
   * no mail is queued apart from its change (docs/decisions/0066-durable-jobs-graphile-worker.md).
   */
  db: JobDb;
  /** Fields for the log lines of this message (ids, never codes or bodies). */
  log?: Record<string, unknown>;
  /** A follow-up registered with mailer.follow(kind, ...), and the id it is about. */
  about?: { kind: string; ref: string };
}

interface MailJob {
  mail: Mail;
  log?: Record<string, unknown>;
  about?: { kind: string; ref: string };
}

const SEND_MAIL = 'send-mail';

export interface Mailer {
  /** The student's pages and the consultancy's contacts, for the mails' links and footer (lib/student-mail.ts). */
  readonly contact: MailContact;
  /**
   * Hands the message over now; rejects when it could not (SMTP down, outbox not writable). Only the
   * worker's send-mail task (below) and the mailer's own tests call it: everything else uses sendLater.
   */
  send(mail: Mail): Promise<void>;
  /**
   * Queues the message (docs/product.md#security): no answer waits for, or fails with, the mail server.
   * A worker sends it, retrying with back-off while the mail server fails (plugins/jobs.ts).
   */
  sendLater(mail: Mail, options: LaterOptions): Promise<void>;
  /** Registers what happens around the sending of one kind of message (see MailFollowUp). */
  follow(kind: string, followUp: MailFollowUp): void;
  /** Resolves once every queued message has had its first attempt (sent, or failed and waiting to retry). */
  settled(): Promise<void>;
}

/** CR and LF (and other controls) would end a header line and start a new one: a header gets one line. */
const oneLine = (value: string): string => value.replace(/\p{Cc}+/gu, ' ').trim();

/**
 * An address for a header, as a nodemailer address object (never a string it would parse as a list):
 * refused unless it is one plain address (the shared e-mail check already guarantees this for user input).
 */
function addressObject(address: string): { name: string; address: string } {
  if (!/^[^\s<>,;:"()[\]\\@]+@[^\s<>,;:"()[\]\\@]+$/.test(address)) throw new Error('not a plain e-mail address');
  return { name: '', address };
}

/** What nodemailer gets: user text can never add a header or a recipient (docs/product.md#security). */
const safeHeaders = (mail: Mail) => ({
  to: addressObject(mail.to),
  ...(mail.replyTo === undefined ? {} : { replyTo: addressObject(mail.replyTo) }),
  subject: oneLine(mail.subject),
  text: mail.text,
  html: mail.html,
  ...(mail.attachments === undefined
    ? {}
    : {
        attachments: mail.attachments.map((file) => ({
          filename: oneLine(file.filename),
          contentType: oneLine(file.contentType),
          content: file.base64,
          encoding: 'base64',
        })),
      }),
});

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

function smtpTransport(config: Config): Transporter {
  return nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    ignoreTLS: config.SMTP_IGNORE_TLS,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } : undefined,
    // A dead or mute mail server must fail the attempt within seconds, not hold it (and the person
    // waiting for the answer) for minutes.
    connectionTimeout: config.SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: config.SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: config.SMTP_SOCKET_TIMEOUT_MS,
  });
}

/**
 * nodemailer over SMTP when SMTP_HOST is set; otherwise each message is written to MAIL_OUTBOX_DIR as
 * an .eml file (the embedded default), so codes can be read without a mail server. Messages are queued
 * as 'send-mail' jobs (app.jobs) and sent by the worker: each job's Message-ID is fixed by its id, so the
 * rare resend after a crash between the hand-over and the job's completion is recognisably one message.
 */
export const mailerPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const outbox = !config.SMTP_HOST;
  const transport = outbox
    ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    : smtpTransport(config);

  const followUps = new Map<string, MailFollowUp>();
  const send = async (mail: Mail, messageId?: string) => {
    const info = await transport
      .sendMail({ from: config.MAIL_FROM, ...safeHeaders(mail), messageId })
      .catch((error) => {
        app.metrics.mails.inc({ outcome: 'failed' });
        throw error;
      });
    app.metrics.mails.inc({ outcome: 'sent' });
    if (outbox) {
      await mkdir(config.MAIL_OUTBOX_DIR, { recursive: true });
      const file = join(config.MAIL_OUTBOX_DIR, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      app.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    } else {
      app.log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
    }
  };
  const mailer: Mailer = {
    contact: mailContactOf(config),
    send: (mail) => send(mail),
    async sendLater(mail, { db, log, about }) {
      await app.jobs.add(db, SEND_MAIL, { mail, log, about } satisfies MailJob);
    },
    follow(kind, followUp) {
      followUps.set(kind, followUp);
    },
    settled: () => app.jobs.idle(SEND_MAIL),
  };
  app.jobs.define(SEND_MAIL, async (payload, job) => {
    const { mail, log = {}, about } = payload as MailJob;
    const followUp = about ? followUps.get(about.kind) : undefined;
    if (about && followUp?.stillWanted && !(await followUp.stillWanted(about.ref))) {
      app.log.info({ ...log, job: job.id }, 'mail no longer wanted: not sent');
      return;
    }
    try {
      await send(mail, `<mail-${job.id}@${new URL(config.WEB_URL).hostname}>`);
    } catch (error) {
      // The message only: nodemailer errors carry the envelope and command text, never needed here.
      const reason = (error as Error).message;
      app.log.error({ ...log, job: job.id, attempt: job.attempts, reason }, 'mail not sent: will retry');
      throw new Error(reason, { cause: error });
    }
    if (about && followUp?.sent)
      await followUp
        .sent(about.ref)
        .catch((err: unknown) => app.log.error({ ...log, err }, 'mail sent, its follow-up failed'));
  });
  app.decorate('mailer', mailer);
  // No close hook: the transport opens one connection per message (no pool), and the worker, which
  // stops on close (plugins/jobs.ts), lets a message being handed over finish.
});
