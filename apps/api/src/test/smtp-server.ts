import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string | undefined;
  parsed: ParsedMail;
  /** The message as it came over the wire (headers and body), for header checks. */
  raw: string;
}

/**
 * A real SMTP server in-process on 127.0.0.1: the app's nodemailer talks SMTP to it and tests read what
 * arrived. stop() and start() again on the same port simulate the mail server going down and back.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  port = 0;
  /** While above 0, each new connection waits this long for the greeting: a slow or stalled mail server. */
  greetingDelayMs = 0;

  async start(port = this.port): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect: (_session, callback) => {
        if (this.greetingDelayMs > 0) setTimeout(callback, this.greetingDelayMs);
        else callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        new Promise<Buffer>((resolve, reject) => {
          stream.on('end', () => resolve(Buffer.concat(chunks)));
          stream.on('error', reject);
        })
          .then(async (raw) => ({ raw, parsed: await simpleParser(raw) }))
          .then(({ raw, parsed }) => {
            this.accept({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              replyTo: parsed.replyTo?.value[0]?.address,
              parsed,
              raw: raw.toString('utf8'),
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Config overrides pointing the app at this server. */
  get config() {
    return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(this.port), SMTP_IGNORE_TLS: 'true' } as const;
  }

  /** Resolves with the first message (already received or arriving within the timeout) that matches. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs = 5_000): Promise<ReceivedMail> {
    const found = this.received.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching mail arrived')), timeoutMs);
      this.waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }

  /** Messages sent to an address, oldest first. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address.toLowerCase()));
  }

  private accept(mail: ReceivedMail) {
    this.received.push(mail);
    for (const waiter of this.waiters.filter((w) => w.match(mail))) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve(mail);
    }
  }
}
