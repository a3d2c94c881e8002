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

export interface Mailer {
  /** Rejects when the message could not be handed over (SMTP down, outbox not writable). */
  send(mail: Mail): Promise<void>;
}

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

  const mailer: Mailer = {
    async send(mail) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      if (outbox) {
        await mkdir(config.MAIL_OUTBOX_DIR, { recursive: true });
        const file = join(config.MAIL_OUTBOX_DIR, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
        await writeFile(file, (info as unknown as { message: Buffer }).message);
        app.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
      } else {
        app.log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
      }
    },
  };
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => transport.close());
});
