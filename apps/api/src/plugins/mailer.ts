import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** What to do once a message sent with sendLater is out, or could not go (failures are logged either way). */
export interface LaterHooks {
  /** Fields for the log lines of this message (ids, never codes or bodies). */
  log?: Record<string, unknown>;
  onSent?: () => Promise<unknown> | void;
  onFailed?: (error: Error) => Promise<unknown> | void;
}

export interface Mailer {
  /** Rejects when the message could not be handed over (SMTP down, outbox not writable). */
  send(mail: Mail): Promise<void>;
  /**
   * Sends after the current answer (docs/product.md#security): no answer waits for, or fails with, the
   * mail server. The one place where mail leaves the request; a job queue (issue 15) replaces this body.
   */
  sendLater(mail: Mail, hooks?: LaterHooks): void;
  /** Resolves once every message given to sendLater so far has been sent or has failed. */
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
 * an .eml file (the embedded default), so codes can be read without a mail server.
 */
export const mailerPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const outbox = !config.SMTP_HOST;
  const transport = outbox
    ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    : smtpTransport(config);

  const pending = new Set<Promise<void>>();
  const mailer: Mailer = {
    async send(mail) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...safeHeaders(mail) });
      if (outbox) {
        await mkdir(config.MAIL_OUTBOX_DIR, { recursive: true });
        const file = join(config.MAIL_OUTBOX_DIR, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
        await writeFile(file, (info as unknown as { message: Buffer }).message);
        app.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
      } else {
        app.log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
      }
    },
    sendLater(mail, { log = {}, onSent, onFailed } = {}) {
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => mailer.send(mail))
        .then(
          async () => {
            await onSent?.();
          },
          async (error: unknown) => {
            // The message only: nodemailer errors carry the envelope and command text, never needed here.
            app.log.error({ ...log, reason: (error as Error).message }, 'mail not sent');
            await onFailed?.(error as Error);
          },
        )
        .catch((error: unknown) =>
          app.log.error({ ...log, reason: (error as Error).message }, 'after-mail step failed'),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.settled();
    transport.close();
  });
});
