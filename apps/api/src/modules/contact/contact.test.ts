import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageResponseSchema } from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { CONTACT_LIMIT } from './contact.routes.js';
import { TestSmtpServer } from '../../test/smtp-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const INBOX = 'admissions@studychina.test';
const PATH = '/api/v1/user/contact-us/send-message';
let t: TestApp;
let authorization: string;
const smtp = new TestSmtpServer();

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ config: { ...smtp.config, CONTACT_INBOX: INBOX } });
});
// A new sender for each test: messages are rate-limited per account.
beforeEach(async () => {
  ({ authorization } = await createApplicant(t.app, 'Amara'));
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

const post = () => request(t.app.server).post(PATH).set('Authorization', authorization);
const message = { name: 'Amara Obi', email: 'amara@example.com', subject: 'Tuition fees' };

/** The stored row and the inbox copy of the message whose subject is given. */
async function delivered(subject: string) {
  const mail = await smtp.waitFor((m) => m.subject === `Contact form: ${subject}`);
  // The mail goes after the answer, and emailedAt once it is out.
  await t.app.mailer.settled();
  const row = await t.app.prisma.contactMessage.findFirstOrThrow({ where: { subject } });
  return { row, mail };
}

describe('POST /api/v1/user/contact-us/send-message', () => {
  it('accepts multipart with messageContent (docs/product.md#api-contact), stores it and e-mails the inbox with reply-to the sender', async () => {
    const res = await post()
      .field('name', message.name)
      .field('email', message.email)
      .field('subject', 'Fees 2026')
      .field('messageContent', 'How much is tuition?\nThanks <3')
      .expect(200);
    expect(messageResponseSchema.strict().parse(res.body)).toEqual({ success: true, message: 'Sent Successfully!' });

    const { row, mail } = await delivered('Fees 2026');
    expect(row).toMatchObject({
      name: 'Amara Obi',
      email: 'amara@example.com',
      message: 'How much is tuition?\nThanks <3',
    });
    expect(row.emailedAt).toBeInstanceOf(Date);
    expect(mail.to).toEqual([INBOX]);
    expect(mail.replyTo).toBe('amara@example.com');
    expect(mail.text).toContain('How much is tuition?');
    expect(mail.html).toContain('Thanks &lt;3');
  });

  it('accepts JSON with message (the other reading of docs/product.md#api-contact)', async () => {
    await post()
      .send({ ...message, subject: 'Visa', message: 'Do you help with the visa?' })
      .expect(200, { success: true, message: 'Sent Successfully!' });
    const { row } = await delivered('Visa');
    expect(row.message).toBe('Do you help with the visa?');
  });

  it('accepts a plain urlencoded form', async () => {
    await post()
      .type('form')
      .send({ ...message, subject: 'Housing', messageContent: 'Dormitory?' })
      .expect(200);
    expect((await delivered('Housing')).row.message).toBe('Dormitory?');
  });

  it.each([
    ['no fields at all', {}],
    ['no name', { ...message, name: '', messageContent: 'x' }],
    ['no subject', { ...message, subject: '   ', messageContent: 'x' }],
    ['no message under either name', { ...message }],
    ['a blank message', { ...message, message: '  ' }],
  ])('%s → 422 "All fields are Required!"', async (_case, body) => {
    const res = await post().send(body).expect(422);
    expect(res.body).toMatchObject({ success: false, message: 'All fields are Required!' });
    expect(Object.values(res.body.errors).flat()).toContain('All fields are Required!');
  });

  it('the same rules hold for multipart', async () => {
    const res = await post().field('name', 'Amara').field('email', 'a@b.co').expect(422);
    expect(res.body.message).toBe('All fields are Required!');
    const bad = await post()
      .field('name', 'A')
      .field('email', 'nope')
      .field('subject', 's')
      .field('message', 'm')
      .expect(422);
    expect(bad.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email address!',
      errors: { email: ['Please enter a valid email address!'] },
    });
  });

  it.each(['amara@example', 'amara example.com', 'amara@@example.com'])(
    'a bad e-mail %j → 422 "Please enter a valid email address!"',
    async (email) => {
      const res = await post()
        .send({ ...message, email, messageContent: 'x' })
        .expect(422);
      expect(res.body).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid email address!',
        errors: { email: ['Please enter a valid email address!'] },
      });
    },
  );

  it('empty fields are reported before a bad e-mail (docs/product.md#contact-page order)', async () => {
    const res = await post().send({ name: '', email: 'nope', subject: 's', message: 'm' }).expect(422);
    expect(res.body.message).toBe('All fields are Required!');
  });

  it('refuses a file in the form', async () => {
    const res = await post().field('name', 'A').attach('message', Buffer.from('x'), 'note.txt').expect(422);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message: 'This form does not take files.' });
  });

  it('keeps the message and says so when the mail server is down (emailedAt stays empty)', async () => {
    await smtp.stop();
    try {
      await post()
        .send({ ...message, subject: 'While down', message: 'Still there?' })
        .expect(200);
      await t.app.mailer.settled();
    } finally {
      await smtp.start();
    }
    const row = await t.app.prisma.contactMessage.findFirstOrThrow({ where: { subject: 'While down' } });
    expect(row.emailedAt).toBeNull();
  });

  it('keeps CR/LF of the subject and name out of the headers (one recipient, no Bcc) and escapes HTML', async () => {
    const subject = 'Injected\r\nBcc: x@example.com';
    await post()
      .send({ ...message, name: '<script>alert(1)</script>\r\nBcc: y@example.com', subject, message: '<b>hi</b>' })
      .expect(200);
    const mail = await smtp.waitFor((m) => m.subject.startsWith('Contact form: Injected'));
    expect(mail.to).toEqual([INBOX]);
    expect(mail.parsed.bcc).toBeUndefined();
    expect(mail.subject).toBe('Contact form: Injected Bcc: x@example.com');
    const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
    expect(headers).not.toMatch(/^bcc:/im);
    expect(headers).not.toContain('<script>');
    expect(headers.match(/^(to|cc|bcc):/gim)).toEqual(['To:']);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;hi&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>hi');
  });

  it.each(['amara@example.com\r\nBcc: x@example.com', 'Amara <amara@example.com>', 'a@example.com, b@example.com'])(
    'refuses an e-mail that is not one plain address: %j',
    async (email) => {
      const res = await post()
        .send({ ...message, email, message: 'x' })
        .expect(422);
      expect(res.body.errors.email).toEqual(['Please enter a valid email address!']);
    },
  );

  it(`allows ${CONTACT_LIMIT.max} messages an hour per account, then 429`, async () => {
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) await post().send({}).expect(422);
    const res = await post()
      .send({ ...message, message: 'one more' })
      .expect(429);
    expect(res.body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 401 { message: "Unauthenticated." } without or with a bad token, before looking at the fields', async () => {
    const before = await t.app.prisma.contactMessage.count();
    await request(t.app.server)
      .post(PATH)
      .send({})
      .expect(401, { success: false, code: 'UNAUTHENTICATED', message: 'Unauthenticated.' });
    await request(t.app.server)
      .post(PATH)
      .set('Authorization', 'Bearer x.y.z')
      .send({ ...message, message: 'hi' })
      .expect(401, { success: false, code: 'UNAUTHENTICATED', message: 'Unauthenticated.' });
    expect(await t.app.prisma.contactMessage.count()).toBe(before);
  });
});
