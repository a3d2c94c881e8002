import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TestSmtpServer } from '../test/smtp-server.js';

const mail = {
  to: 'ada@example.com',
  subject: 'Your verification code',
  text: 'Your code is 123456',
  html: '<p>Your code is <strong>123456</strong></p>',
  replyTo: 'desk@example.com',
};

describe('mailer without SMTP: the outbox', () => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'outbox-'));
    t = await createTestApp({ config: { MAIL_OUTBOX_DIR: outbox } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(outbox, { recursive: true, force: true });
  });

  it('writes one .eml file per message with both parts', async () => {
    await t.app.mailer.send(mail);
    await t.app.mailer.send({ ...mail, to: 'bola@example.com' });
    const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const first = await readFile(join(outbox, files.sort()[0]!), 'utf8');
    expect(first).toMatch(/^To: ada@example\.com$/m);
    expect(first).toMatch(/^Subject: Your verification code$/m);
    expect(first).toContain('text/plain');
    expect(first).toContain('text/html');
    expect(first).toContain('123456');
  });
});

describe('mailer over SMTP', () => {
  let t: TestApp;
  const smtp = new TestSmtpServer();
  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({ config: { ...smtp.config, JOBS_POLL_INTERVAL_MS: '200' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('delivers to the SMTP server with reply-to', async () => {
    await t.app.mailer.send(mail);
    const received = await smtp.waitFor((m) => m.to.includes('ada@example.com'));
    expect(received.subject).toBe('Your verification code');
    expect(received.text.trim()).toBe('Your code is 123456');
    expect(received.replyTo).toBe('desk@example.com');
  });

  it('puts no header or recipient from the text: the subject is one line, a listed or named address is refused', async () => {
    await t.app.mailer.send({ ...mail, to: 'cyd@example.com', subject: 'Hi\r\nBcc: x@example.com\nX-Evil: 1' });
    const received = await smtp.waitFor((m) => m.to.includes('cyd@example.com'));
    expect(received.to).toEqual(['cyd@example.com']);
    expect(received.subject).toBe('Hi Bcc: x@example.com X-Evil: 1');
    expect(received.raw).not.toMatch(/^(bcc|x-evil):/im);
    for (const to of ['a@example.com, b@example.com', 'Ada <a@example.com>', 'a@example.com\r\nBcc: x@example.com'])
      await expect(t.app.mailer.send({ ...mail, to })).rejects.toThrow('not a plain e-mail address');
    await expect(t.app.mailer.send({ ...mail, replyTo: 'x@example.com, y@example.com' })).rejects.toThrow();
    expect(smtp.received.filter((m) => m.to.includes('b@example.com') || m.to.includes('y@example.com'))).toEqual([]);
  });

  it('sendLater queues the message and the worker hands it over once; settled waits for the first attempt', async () => {
    await t.app.mailer.sendLater({ ...mail, to: 'dee@example.com' }, { db: t.app.prisma });
    await t.app.mailer.settled();
    await smtp.waitFor((m) => m.to.includes('dee@example.com'));
    expect(smtp.to('dee@example.com')).toHaveLength(1);
  });

  it('a message queued while the SMTP server is down is delivered once after it comes back', async () => {
    await smtp.stop();
    try {
      await t.app.mailer.sendLater({ ...mail, to: 'eve@example.com' }, { db: t.app.prisma });
      await t.app.mailer.settled();
      expect(smtp.to('eve@example.com')).toHaveLength(0);
    } finally {
      await smtp.start(smtp.port);
    }
    // graphile-worker retries after e^1 ≈ 3 s, then e^2 ≈ 7 s: within 20 s.
    const received = await smtp.waitFor((m) => m.to.includes('eve@example.com'), 20_000);
    expect(received.parsed.messageId).toMatch(/^<mail-\d+@localhost>$/);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(smtp.to('eve@example.com')).toHaveLength(1);
  }, 40_000);

  it('rejects when the SMTP server is down', async () => {
    await smtp.stop();
    await expect(t.app.mailer.send(mail)).rejects.toThrow();
    await smtp.start(smtp.port);
  });
});

describe('mailer against a mail server that never greets', () => {
  // Accepts the TCP connection, then says nothing: the SMTP greeting never comes.
  const sockets: Socket[] = [];
  const mute = createServer((socket) => void sockets.push(socket));
  let t: TestApp;
  beforeAll(async () => {
    mute.listen(0, '127.0.0.1');
    await once(mute, 'listening');
    const { port } = mute.address() as AddressInfo;
    t = await createTestApp({ config: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_IGNORE_TLS: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
    for (const socket of sockets) socket.destroy();
    mute.close();
  });

  it('gives up within the greeting timeout (3 s by default), not after minutes', async () => {
    expect(t.config.SMTP_GREETING_TIMEOUT_MS).toBe(3_000);
    const started = Date.now();
    await expect(t.app.mailer.send(mail)).rejects.toThrow(/greeting/i);
    const took = Date.now() - started;
    expect(sockets.length).toBeGreaterThan(0);
    expect(took).toBeGreaterThanOrEqual(2_900);
    expect(took).toBeLessThan(4_500);
  });
});
