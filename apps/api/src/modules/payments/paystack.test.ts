import type { AddressInfo } from 'node:net';
import bcrypt from 'bcrypt';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  invoiceResponseSchema,
  invoicesResponseSchema,
  PAYMENTS_API_PREFIX,
  paystackStartResponseSchema,
} from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { applyTo, FEE_TOTAL_KOBO, feeProgramme, setRates } from '../../test/invoice-kit.js';
import { startPaystackSimulator, type PaystackSimulator } from '../../test/paystack-simulator.js';
import { useTestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';
import { PAYSTACK_REVERIFY_JOB, PAYSTACK_VERIFY_JOB } from './paystack.service.js';
import { RECEIPT_MAIL_JOB } from './receipts/issue-receipt.js';
import { ERASED_PAYER } from './receipts/receipt-row.js';

/*
 * Issue 30, docs/decisions/0129-invoices-and-paystack.md: paying an invoice by Paystack, against a simulator of
 * Paystack's published API (a real HTTP server: initialize, verify, signed webhooks). Paid only when verify says
 * success for the invoice's amount and currency; webhooks signed, stored once, verified in a job; what stays pending
 * is found by the re-verify job. The app's clock can be moved (the job looks at payments 15 minutes old).
 */
let clock = Date.now();
let sim: PaystackSimulator | undefined;
let uploads: UploadDir | undefined;
const t = useTestApp(
  async () => {
    uploads = await makeUploadDir();
    sim = await startPaystackSimulator();
    return {
      config: { UPLOAD_DIR: uploads.path, PAYSTACK_SECRET_KEY: sim.secretKey, PAYSTACK_BASE_URL: sim.url },
      now: () => new Date(clock),
    };
  },
  async () => {
    await sim?.close();
    await uploads?.remove();
  },
);
const paystack = () => sim!;

let slug = '';
beforeAll(async () => {
  await setRates(t.app);
  slug = (await feeProgramme(t.app)).slug;
  // Paystack's webhooks come over the network: the app listens on a port of its own.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  paystack().webhookUrl = `http://127.0.0.1:${port}${PAYMENTS_API_PREFIX}/paystack/webhook`;
});

/** A student with an unpaid invoice, who has started paying it: the Paystack reference. */
async function startedPayment() {
  const student = await applyTo(t.app, slug);
  const list = await request(t.app.server).get(`${API_PREFIX}/invoices`).set('Authorization', student.authorization);
  const invoice = invoicesResponseSchema.parse(list.body).data[0]!;
  const res = await request(t.app.server)
    .post(`${API_PREFIX}/invoices/${invoice.id}/paystack`)
    .set('Authorization', student.authorization)
    .expect(200);
  const { authorization_url, reference } = paystackStartResponseSchema.parse(res.body);
  return { ...student, invoice, authorization_url, reference };
}
const invoiceNow = async (authorization: string, id: string) =>
  invoiceResponseSchema.parse(
    (await request(t.app.server).get(`${API_PREFIX}/invoices/${id}`).set('Authorization', authorization).expect(200))
      .body,
  ).data;
const studentReturns = async (authorization: string, id: string) =>
  invoiceResponseSchema.parse(
    (
      await request(t.app.server)
        .post(`${API_PREFIX}/invoices/${id}/paystack/verify`)
        .set('Authorization', authorization)
        .expect(200)
    ).body,
  ).data;
const jobsDone = () => t.app.jobs.idle(PAYSTACK_VERIFY_JOB);
const audits = (action: string, reference: string) =>
  t.app.prisma.auditLog.count({ where: { action, meta: { path: ['reference'], equals: reference } } });

describe('paying by card through Paystack', () => {
  it('starts a transaction for the invoice’s total in kobo, with our unique reference', async () => {
    const { authorization_url, reference } = await startedPayment();
    expect(authorization_url.startsWith(`${paystack().url}/checkout/`)).toBe(true);
    expect(paystack().transactions.get(reference)).toMatchObject({ amount: FEE_TOTAL_KOBO, currency: 'NGN' });
    expect(await audits('payment.start', reference)).toBe(1);
  });

  it('success, the webhook before the student returns: paid once', async () => {
    const { authorization, invoice, reference } = await startedPayment();
    const delivered = await paystack().complete(reference, { status: 'success' });
    expect(delivered?.status).toBe(200);
    await jobsDone();
    expect(await invoiceNow(authorization, invoice.id)).toMatchObject({
      status: 'paid',
      paid: FEE_TOTAL_KOBO,
      due: 0,
      payments: [{ method: 'paystack', status: 'succeeded', amount: FEE_TOTAL_KOBO, currency: 'NGN', reference }],
    });
    const back = await studentReturns(authorization, invoice.id);
    expect(back.status).toBe('paid');
    expect(back.payments).toHaveLength(1);
    expect(await audits('payment.succeeded', reference)).toBe(1);
    // Nothing left to pay: a second start is refused.
    const again = await request(t.app.server)
      .post(`${API_PREFIX}/invoices/${invoice.id}/paystack`)
      .set('Authorization', authorization)
      .expect(409);
    expect(again.body).toMatchObject({ success: false, code: 'CONFLICT' });
  });

  it('success, the student returns before the webhook: paid at once, the late webhook changes nothing', async () => {
    const { authorization, invoice, reference } = await startedPayment();
    await paystack().complete(reference, { status: 'success', webhook: false });
    expect((await studentReturns(authorization, invoice.id)).status).toBe('paid');
    const body = paystack().chargeSuccess(reference);
    expect((await paystack().deliver(body, paystack().sign(body))).status).toBe(200);
    await jobsDone();
    const after = await invoiceNow(authorization, invoice.id);
    expect(after).toMatchObject({ status: 'paid', paid: FEE_TOTAL_KOBO });
    expect(await audits('payment.succeeded', reference)).toBe(1);
  });

  it('the same event twice: stored once, paid once', async () => {
    const { authorization, invoice, reference } = await startedPayment();
    await paystack().complete(reference, { status: 'success', webhook: false });
    const body = paystack().chargeSuccess(reference);
    const answers = await Promise.all([1, 2].map(() => paystack().deliver(body, paystack().sign(body))));
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    await jobsDone();
    expect(await t.app.prisma.paystackEvent.count({ where: { reference } })).toBe(1);
    expect(await invoiceNow(authorization, invoice.id)).toMatchObject({ status: 'paid', paid: FEE_TOTAL_KOBO });
    expect(await audits('payment.succeeded', reference)).toBe(1);
  });

  it('a forged signature: 401, nothing stored, nothing paid', async () => {
    const { authorization, invoice, reference } = await startedPayment();
    await paystack().complete(reference, { status: 'success', webhook: false });
    const body = paystack().chargeSuccess(reference);
    const forged = await paystack().deliver(body, paystack().sign(body, 'sk_test_not_our_key'));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const tampered = body.replace(`"amount":${FEE_TOTAL_KOBO}`, '"amount":100');
    expect((await paystack().deliver(tampered, paystack().sign(body))).status).toBe(401);
    expect((await paystack().deliver(body, '')).status).toBe(401);
    await jobsDone();
    expect(await t.app.prisma.paystackEvent.count({ where: { reference } })).toBe(0);
    expect(await invoiceNow(authorization, invoice.id)).toMatchObject({
      status: 'unpaid',
      payments: [{ status: 'pending' }],
    });
  });

  it('Paystack verifying another amount or another currency: not paid, the payment failed', async () => {
    const short = await startedPayment();
    await paystack().complete(short.reference, { status: 'success', amount: FEE_TOTAL_KOBO - 1 });
    const dollars = await startedPayment();
    await paystack().complete(dollars.reference, { status: 'success', currency: 'USD' });
    await jobsDone();
    for (const { authorization, invoice, reference } of [short, dollars]) {
      expect(await invoiceNow(authorization, invoice.id)).toMatchObject({
        status: 'unpaid',
        paid: 0,
        due: FEE_TOTAL_KOBO,
        payments: [{ status: 'failed' }],
      });
      expect(await audits('payment.failed', reference)).toBe(1);
    }
  });

  it('another student’s invoice: 404 to start and to verify', async () => {
    const { invoice } = await startedPayment();
    const other = await createApplicant(t.app, 'Bola');
    for (const path of ['paystack', 'paystack/verify']) {
      const res = await request(t.app.server)
        .post(`${API_PREFIX}/invoices/${invoice.id}/${path}`)
        .set('Authorization', other.authorization)
        .expect(404);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('paid after the student erased the account: the money is recorded and its receipt names the payer as erased', async () => {
    const { user, authorization, invoice, reference } = await startedPayment();
    await t.app.prisma.user.update({
      where: { id: user.id },
      data: { passwordHash: await bcrypt.hash('Erase-me-2026', 4) },
    });
    await request(t.app.server)
      .delete(`${API_PREFIX}/account`)
      .set('Authorization', authorization)
      .send({ password: 'Erase-me-2026' })
      .expect(200);

    const delivered = await paystack().complete(reference, { status: 'success' });
    expect(delivered?.status).toBe(200);
    await jobsDone();
    await t.app.jobs.idle(RECEIPT_MAIL_JOB);
    const payment = await t.app.prisma.payment.findUniqueOrThrow({
      where: { reference },
      include: { invoice: true, receipt: true },
    });
    expect(payment).toMatchObject({
      status: 'succeeded',
      invoice: { id: invoice.id, status: 'paid', userId: null, applicationId: null },
      receipt: { payerName: ERASED_PAYER, mailQueuedAt: null },
    });
    expect(await audits('payment.succeeded', reference)).toBe(1);
  });

  it('a failed charge sends no webhook: the re-verify job finds it once it is 15 minutes old', async () => {
    const { authorization, invoice, reference } = await startedPayment();
    await paystack().complete(reference, { status: 'failed' });
    const runJob = async () => {
      await t.app.jobs.add(t.app.prisma, PAYSTACK_REVERIFY_JOB, {});
      await t.app.jobs.idle(PAYSTACK_REVERIFY_JOB);
    };
    await runJob();
    expect((await invoiceNow(authorization, invoice.id)).payments).toMatchObject([{ status: 'pending' }]);
    clock += 16 * 60_000;
    await runJob();
    expect(await invoiceNow(authorization, invoice.id)).toMatchObject({
      status: 'unpaid',
      payments: [{ status: 'failed', reference }],
    });
    expect(await audits('payment.failed', reference)).toBe(1);
  });
});
