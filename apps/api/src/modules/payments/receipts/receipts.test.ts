import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  invoiceResponseSchema,
  invoicesResponseSchema,
  PAYMENTS_API_PREFIX,
  paystackStartResponseSchema,
} from '@studychina/contracts';
import { ADMIN_API, createStaff } from '../../../test/back-office.js';
import { createApplicant } from '../../../test/applicant.js';
import { applyTo, feeProgramme, setRates } from '../../../test/invoice-kit.js';
import { startPaystackSimulator, type PaystackSimulator } from '../../../test/paystack-simulator.js';
import { TestSmtpServer } from '../../../test/smtp-server.js';
import { useTestApp } from '../../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../../test/upload-dir.js';
import { PAYSTACK_VERIFY_JOB } from '../paystack.service.js';
import { RECEIPT_MAIL_JOB } from './issue-receipt.js';

/*
 * Issue 30, docs/decisions/0133-receipts-pdf-and-numbering.md: a payment that succeeds gets a receipt numbered from
 * its own series without gaps, a PDF mailed once to the student (over SMTP, to a real in-process server) and
 * downloadable by the student and by staff. Payments succeed through the Paystack simulator, as in paystack.test.ts.
 */
const smtp = new TestSmtpServer();
let sim: PaystackSimulator | undefined;
let uploads: UploadDir | undefined;
const t = useTestApp(
  async () => {
    await smtp.start();
    uploads = await makeUploadDir();
    sim = await startPaystackSimulator();
    return {
      config: {
        ...smtp.config,
        UPLOAD_DIR: uploads.path,
        PAYSTACK_SECRET_KEY: sim.secretKey,
        PAYSTACK_BASE_URL: sim.url,
      },
    };
  },
  async () => {
    await sim?.close();
    await smtp.stop();
    await uploads?.remove();
  },
);
const paystack = () => sim!;

let slug = '';
beforeAll(async () => {
  await setRates(t.app);
  slug = (await feeProgramme(t.app)).slug;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  paystack().webhookUrl = `http://127.0.0.1:${port}${PAYMENTS_API_PREFIX}/paystack/webhook`;
});

/** A student (in `locale`) with an invoice, who has started paying it by Paystack. */
async function startedPayment(firstname = 'Ada', locale = 'en') {
  const student = await applyTo(t.app, slug, firstname);
  await t.app.prisma.user.update({ where: { id: student.user.id }, data: { locale } });
  const list = await request(t.app.server).get(`${API_PREFIX}/invoices`).set('Authorization', student.authorization);
  const invoice = invoicesResponseSchema.parse(list.body).data[0]!;
  const res = await request(t.app.server)
    .post(`${API_PREFIX}/invoices/${invoice.id}/paystack`)
    .set('Authorization', student.authorization)
    .expect(200);
  return { ...student, invoice, reference: paystackStartResponseSchema.parse(res.body).reference };
}

/** The student pays at Paystack and comes back: the invoice as the verify answers it. */
async function paid(started: Awaited<ReturnType<typeof startedPayment>>) {
  await paystack().complete(started.reference, { status: 'success', webhook: false });
  const res = await request(t.app.server)
    .post(`${API_PREFIX}/invoices/${started.invoice.id}/paystack/verify`)
    .set('Authorization', started.authorization)
    .expect(200);
  return invoiceResponseSchema.parse(res.body).data;
}

/** Every receipt mail has been queued and handed to the SMTP server. */
async function mailsDone() {
  await t.app.jobs.idle(PAYSTACK_VERIFY_JOB);
  await t.app.jobs.idle(RECEIPT_MAIL_JOB);
  await t.app.mailer.settled();
}

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

/** A download, its bytes kept as they came (supertest would not parse a PDF). */
const download = (url: string, authorization: string) =>
  request(t.app.server)
    .get(url)
    .set('Authorization', authorization)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('a receipt for each succeeded payment', () => {
  it('a Paystack success: one receipt with the next number, mailed once with its PDF, downloadable', async () => {
    const started = await startedPayment('Adaeze');
    const before = await t.app.prisma.receipt.count();
    const invoice = await paid(started);
    const payment = invoice.payments[0]!;
    expect(payment).toMatchObject({ status: 'succeeded', reference: started.reference });
    const number = `RCT-${String(before + 1).padStart(6, '0')}`;
    expect(payment.receipt).toEqual({
      number,
      url: `${API_PREFIX}/invoices/${invoice.id}/receipts/${payment.id}`,
    });

    // The late webhook and a retried mail job change nothing: one receipt, one mail.
    const body = paystack().chargeSuccess(started.reference);
    expect((await paystack().deliver(body, paystack().sign(body))).status).toBe(200);
    await mailsDone();
    const receipt = await t.app.prisma.receipt.findUniqueOrThrow({ where: { paymentId: payment.id } });
    await t.app.jobs.add(t.app.prisma, RECEIPT_MAIL_JOB, { receiptId: receipt.id });
    await mailsDone();
    expect(await t.app.prisma.receipt.count({ where: { paymentId: payment.id } })).toBe(1);

    const mails = smtp.to(started.user.email).filter((mail) => mail.subject.includes(number));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Your receipt ${number} – Study in China`);
    expect(mail.text).toContain('₦360,192.86');
    expect(mail.text).toContain(`/dashboard/invoices/${invoice.id}`);
    const [attachment] = mail.parsed.attachments;
    expect(attachment).toMatchObject({ filename: `${number}.pdf`, contentType: 'application/pdf' });

    const mailed = await pdfText(attachment!.content);
    for (const words of [number, 'Receipt', '₦360,192.86 (NGN)', started.reference, 'INV-', 'Adaeze Obi', 'Paystack'])
      expect(mailed).toContain(words);
    expect(mailed).toContain('Application fee');

    const res = await download(payment.receipt!.url, started.authorization).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${number}\\.pdf"`));
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await pdfText(res.body as Buffer)).toContain(started.reference);
    expect(await t.app.prisma.auditLog.count({ where: { action: 'receipt.issue', targetId: payment.id } })).toBe(1);
  });

  it('in the student’s language: a French student’s receipt and mail are in French, the naira written the French way', async () => {
    const started = await startedPayment('Aminata', 'fr');
    const payment = (await paid(started)).payments[0]!;
    await mailsDone();
    const mail = smtp.to(started.user.email).find((one) => one.subject.startsWith('Votre reçu'));
    expect(mail?.subject).toBe(`Votre reçu ${payment.receipt!.number} – Study in China`);
    const words = await pdfText(mail!.parsed.attachments[0]!.content);
    for (const expected of ['Reçu', 'Montant payé', 'Frais de candidature', 'Référence du paiement'])
      expect(words).toContain(expected);
    // 360 192,86 ₦: narrow no-break spaces group the thousands, a no-break space before the sign.
    expect(words.replace(/\s/g, ' ')).toContain('360 192,86 ₦');
  });

  it('numbers run without gaps when many payments succeed at once', async () => {
    const before = await t.app.prisma.receipt.aggregate({ _max: { number: true }, _count: true });
    expect(before._max.number ?? 0).toBe(before._count);
    // Submitted one after the other (invoices.test.ts times concurrent submits); paid all at once.
    const started = [];
    for (let i = 0; i < 8; i++) started.push(await startedPayment(`Payer${i}`));
    await Promise.all(started.map((one) => paystack().complete(one.reference, { status: 'success', webhook: false })));
    // Each is settled twice at once (the student's return and the webhook's job): still one receipt each.
    await Promise.all(
      started.flatMap((one) => [
        request(t.app.server)
          .post(`${API_PREFIX}/invoices/${one.invoice.id}/paystack/verify`)
          .set('Authorization', one.authorization)
          .expect(200),
        paystack().deliver(
          paystack().chargeSuccess(one.reference),
          paystack().sign(paystack().chargeSuccess(one.reference)),
        ),
      ]),
    );
    await mailsDone();
    const numbers = (await t.app.prisma.receipt.findMany({ select: { number: true }, orderBy: { number: 'asc' } })).map(
      (row) => row.number,
    );
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(numbers).toHaveLength(before._count + 8);
    for (const one of started)
      expect(smtp.to(one.user.email).filter((m) => m.subject.includes('receipt'))).toHaveLength(1);
  });
});

describe('who may download a receipt', () => {
  it('another student’s receipt, a payment with none yet, and no token: 404, 404, 401', async () => {
    const owner = await startedPayment('Owner');
    const payment = (await paid(owner)).payments[0]!;
    const other = await createApplicant(t.app, 'Nosy');
    const res = await download(payment.receipt!.url, other.authorization).expect(404);
    expect(JSON.parse(res.body.toString())).toMatchObject({ success: false, code: 'NOT_FOUND' });

    const pending = await startedPayment('Pending');
    const row = await t.app.prisma.payment.findUniqueOrThrow({ where: { reference: pending.reference } });
    await download(`${API_PREFIX}/invoices/${pending.invoice.id}/receipts/${row.id}`, pending.authorization).expect(
      404,
    );
    // The right payment under another invoice of the same student's is not found either.
    await download(`${API_PREFIX}/invoices/${pending.invoice.id}/receipts/${payment.id}`, owner.authorization).expect(
      404,
    );
    await request(t.app.server).get(payment.receipt!.url).expect(401);
  });

  it('staff download any payment’s receipt, each view audited; a student is refused', async () => {
    const student = await startedPayment('Chidi');
    // Paid by a sponsor, whose name the payment link records on the payment (decision 0130): the receipt names them.
    await t.app.prisma.payment.update({ where: { reference: student.reference }, data: { payerName: 'Ngozi Okafor' } });
    const payment = (await paid(student)).payments[0]!;
    const staff = await createStaff(t.app);
    const res = await download(`${ADMIN_API}/payments/${payment.id}/receipt`, staff.authorization).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="${payment.receipt!.number}.pdf"`);
    const words = await pdfText(res.body as Buffer);
    expect(words).toContain(payment.receipt!.number);
    expect(words).toContain('Ngozi Okafor');
    expect(
      await t.app.prisma.auditLog.count({
        where: { action: 'receipt.view', actorId: staff.user.id, targetId: payment.id },
      }),
    ).toBe(1);

    await download(`${ADMIN_API}/payments/${payment.id}/receipt`, student.authorization).expect(403);
    const pending = await startedPayment('Unpaid');
    const row = await t.app.prisma.payment.findUniqueOrThrow({ where: { reference: pending.reference } });
    await download(`${ADMIN_API}/payments/${row.id}/receipt`, staff.authorization).expect(404);
  });
});
