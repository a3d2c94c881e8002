import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_API_PREFIX,
  API_PREFIX,
  PAYMENTS_API_PREFIX,
  invoicesResponseSchema,
  payLinkCreatedSchema,
  payLinkResponseSchema,
  paystackStartResponseSchema,
} from '@studychina/contracts';
import { validFields } from '../../test/application-payload.js';
import { createApplicant } from '../../test/applicant.js';
import { createStaff } from '../../test/back-office.js';
import { pdf } from '../../test/fixture-files.js';
import { applyTo, FEE_TOTAL_KOBO, feeProgramme, setRates } from '../../test/invoice-kit.js';
import { startPaystackSimulator, type PaystackSimulator } from '../../test/paystack-simulator.js';
import { useTestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';
import { PAYSTACK_VERIFY_JOB } from './paystack.service.js';

/*
 * Issue 30, docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md: a student shares a payment link with a
 * parent or sponsor who has no account. It shows the invoice and nothing of the application, it lets them pay by
 * Paystack, and it dies when revoked, replaced or 14 days old (the app's clock is moved).
 */
let clock = Date.now();
let sim: PaystackSimulator | undefined;
let uploads: UploadDir | undefined;
const t = useTestApp(
  async () => {
    uploads = await makeUploadDir();
    sim = await startPaystackSimulator();
    return {
      config: {
        UPLOAD_DIR: uploads.path,
        PAYSTACK_SECRET_KEY: sim.secretKey,
        PAYSTACK_BASE_URL: sim.url,
        WEB_URL: 'https://site.example',
      },
      now: () => new Date(clock),
    };
  },
  async () => {
    await sim?.close();
    await uploads?.remove();
  },
);

let slug = '';
beforeAll(async () => {
  await setRates(t.app);
  slug = (await feeProgramme(t.app)).slug;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  sim!.webhookUrl = `http://127.0.0.1:${port}${PAYMENTS_API_PREFIX}/paystack/webhook`;
});

async function shared(language = 'en') {
  const student = await applyTo(t.app, slug, 'Chiamaka');
  const list = await request(t.app.server).get(`${API_PREFIX}/invoices`).set('Authorization', student.authorization);
  const invoice = invoicesResponseSchema.parse(list.body).data[0]!;
  const res = await request(t.app.server)
    .post(`${API_PREFIX}/invoices/${invoice.id}/share`)
    .set('Authorization', student.authorization)
    .set('Accept-Language', language)
    .expect(200);
  return { ...student, invoice, link: payLinkCreatedSchema.parse(res.body) };
}
/** The sponsor, without an account. */
const open = (token: string) => request(t.app.server).get(`${API_PREFIX}/pay/${encodeURIComponent(token)}`);
const expectDead = async (token: string) => {
  const res = await open(token).expect(404);
  expect(res.body).toMatchObject({ success: false, code: 'PAY_LINK_INVALID' });
};

describe('the payment link a student shares', () => {
  it('opens the invoice without an account: number, lines, total, status, the first name; nothing of the application', async () => {
    const { invoice, link, user } = await shared();
    expect(link.url).toBe(`https://site.example/pay/${link.token}`);
    expect(link.token.length).toBeGreaterThanOrEqual(40);
    expect(new Date(link.expiresAt).getTime() - clock).toBe(14 * 24 * 60 * 60_000);
    // Only the token's hash is kept.
    const stored = await t.app.prisma.payLink.findUniqueOrThrow({ where: { invoiceId: invoice.id } });
    expect(stored.tokenHash).not.toContain(link.token);

    const res = await open(link.token).expect(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(payLinkResponseSchema.parse(res.body).data).toMatchObject({
      number: invoice.number,
      status: 'unpaid',
      total: FEE_TOTAL_KOBO,
      currency: 'NGN',
      due: FEE_TOTAL_KOBO,
      studentFirstName: 'Chiamaka',
      lines: [{ kind: 'application_fee' }, { kind: 'service_fee' }],
    });
    const body = JSON.stringify(res.body);
    const fields = validFields();
    for (const secret of [
      user.lastname,
      user.email,
      invoice.applicationId,
      invoice.id,
      fields.passportNumber!,
      fields.surName!,
    ])
      expect(body).not.toContain(secret);
    for (const key of ['applicationId', 'passport', 'email', 'lastname', 'surName', 'reference', '"id"'])
      expect(body).not.toContain(key);
    expect(await t.app.prisma.auditLog.count({ where: { action: 'payLink.create', targetId: invoice.id } })).toBe(1);
  });

  it('shared in French, the link is the French page', async () => {
    const { link } = await shared('fr');
    expect(link.url).toBe(`https://site.example/fr/pay/${link.token}`);
  });

  it('dies when revoked, and when a new link replaces it; audited', async () => {
    const { authorization, invoice, link } = await shared();
    const again = payLinkCreatedSchema.parse(
      (
        await request(t.app.server)
          .post(`${API_PREFIX}/invoices/${invoice.id}/share`)
          .set('Authorization', authorization)
          .expect(200)
      ).body,
    );
    await expectDead(link.token);
    await open(again.token).expect(200);
    await request(t.app.server)
      .delete(`${API_PREFIX}/invoices/${invoice.id}/share`)
      .set('Authorization', authorization)
      .expect(204);
    await expectDead(again.token);
    expect(await t.app.prisma.auditLog.count({ where: { action: 'payLink.revoke', targetId: invoice.id } })).toBe(1);
  });

  it('dies after 14 days', async () => {
    const { link } = await shared();
    clock += 14 * 24 * 60 * 60_000 - 1000;
    await open(link.token).expect(200);
    clock += 2000;
    await expectDead(link.token);
  });

  it('an unknown token is the same 404; another student cannot share or revoke the invoice', async () => {
    await expectDead('not-a-token-we-ever-made');
    const { invoice } = await shared();
    const other = await createApplicant(t.app, 'Bola');
    for (const method of ['post', 'delete'] as const) {
      const agent = request(t.app.server);
      const res = await agent[method](`${API_PREFIX}/invoices/${invoice.id}/share`)
        .set('Authorization', other.authorization)
        .expect(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    await request(t.app.server).post(`${API_PREFIX}/invoices/${invoice.id}/share`).expect(401);
  });

  it('lets the sponsor pay by Paystack with their own e-mail, back to the link, and shows it paid', async () => {
    const { authorization, invoice, link } = await shared();
    const started = await request(t.app.server)
      .post(`${API_PREFIX}/pay/${link.token}/paystack`)
      .send({ email: 'uncle.emeka@example.com' })
      .expect(200);
    const { reference } = paystackStartResponseSchema.parse(started.body);
    expect(sim!.transactions.get(reference)).toMatchObject({
      email: 'uncle.emeka@example.com',
      amount: FEE_TOTAL_KOBO,
      currency: 'NGN',
      callbackUrl: `https://site.example/pay/${link.token}`,
    });
    const audit = await t.app.prisma.auditLog.findFirstOrThrow({
      where: { action: 'payment.start', meta: { path: ['reference'], equals: reference } },
    });
    expect(audit).toMatchObject({ actorId: null, meta: { via: 'pay_link' } });

    await sim!.complete(reference, { status: 'success', webhook: false });
    const back = await request(t.app.server).post(`${API_PREFIX}/pay/${link.token}/paystack/verify`).expect(200);
    expect(payLinkResponseSchema.parse(back.body).data).toMatchObject({
      status: 'paid',
      paid: FEE_TOTAL_KOBO,
      due: 0,
      payments: [{ method: 'paystack', status: 'succeeded', amount: FEE_TOTAL_KOBO }],
    });
    await t.app.jobs.idle(PAYSTACK_VERIFY_JOB);
    // The student sees it paid too; nothing is left for the sponsor to start.
    const own = await request(t.app.server)
      .get(`${API_PREFIX}/invoices/${invoice.id}`)
      .set('Authorization', authorization)
      .expect(200);
    expect(own.body.data).toMatchObject({ status: 'paid' });
    const twice = await request(t.app.server)
      .post(`${API_PREFIX}/pay/${link.token}/paystack`)
      .send({ email: 'uncle.emeka@example.com' })
      .expect(409);
    expect(twice.body).toMatchObject({ code: 'CONFLICT' });
  });

  it('a dead link cannot start a payment', async () => {
    const { authorization, invoice, link } = await shared();
    await request(t.app.server)
      .delete(`${API_PREFIX}/invoices/${invoice.id}/share`)
      .set('Authorization', authorization)
      .expect(204);
    const res = await request(t.app.server)
      .post(`${API_PREFIX}/pay/${link.token}/paystack`)
      .send({ email: 'uncle.emeka@example.com' })
      .expect(404);
    expect(res.body).toMatchObject({ code: 'PAY_LINK_INVALID' });
    expect(sim!.transactions.size).toBeGreaterThan(0);
  });
});

describe('a sponsor paying a payment link by bank transfer', () => {
  const account = { bankName: 'Zenith Bank', accountName: 'StudyChina Consultancy Ltd', accountNumber: '1012345678' };
  const sendProof = (token: string, fields: Record<string, string>, file: Buffer = pdf()) => {
    const req = request(t.app.server).post(`${API_PREFIX}/pay/${encodeURIComponent(token)}/transfer-proof`);
    for (const [key, value] of Object.entries(fields)) void req.field(key, value);
    return req.attach('file', file, 'bank-slip.pdf');
  };

  it('sends the proof without an account; staff confirm it and the link and the student see it paid', async () => {
    const admin = (await createStaff(t.app, 'admin', 'Ann')).authorization;
    await request(t.app.server)
      .put(`${ADMIN_API_PREFIX}/payment-settings`)
      .set('Authorization', admin)
      .send(account)
      .expect(200);
    const { authorization, invoice, link } = await shared();
    const before = payLinkResponseSchema.parse((await open(link.token).expect(200)).body).data;
    expect(before.bankTransfer).toMatchObject({ ...account, reference: before.number });

    const sent = await sendProof(link.token, { payerName: 'Emeka Okafor (uncle)', paidOn: '2026-11-26' }).expect(201);
    const declared = payLinkResponseSchema.parse(sent.body).data;
    expect(declared).toMatchObject({ status: 'unpaid', paid: 0, due: FEE_TOTAL_KOBO });
    expect(declared.payments.at(-1)).toMatchObject({
      method: 'bank_transfer',
      status: 'pending',
      amount: FEE_TOTAL_KOBO,
    });
    // Nothing of the application or the student comes back to the link's holder.
    expect(JSON.stringify(sent.body)).not.toMatch(/Obi|passport|applicationId|@example/i);

    const payment = await t.app.prisma.payment.findFirstOrThrow({
      where: { invoiceId: invoice.id, method: 'bank_transfer' },
      select: { id: true, payerName: true, declaredById: true },
    });
    expect(payment).toMatchObject({ payerName: 'Emeka Okafor (uncle)', declaredById: null });
    const audit = await t.app.prisma.auditLog.findFirstOrThrow({
      where: { action: 'payment.start', targetId: payment.id },
    });
    expect(audit).toMatchObject({ actorId: null, meta: { byPaymentLink: true } });

    await request(t.app.server)
      .post(`${ADMIN_API_PREFIX}/payments/${payment.id}/confirm`)
      .set('Authorization', admin)
      .send({ amount: FEE_TOTAL_KOBO })
      .expect(200);
    expect(payLinkResponseSchema.parse((await open(link.token).expect(200)).body).data).toMatchObject({
      status: 'paid',
      due: 0,
    });
    const own = await request(t.app.server)
      .get(`${API_PREFIX}/invoices/${invoice.id}`)
      .set('Authorization', authorization)
      .expect(200);
    expect(own.body.data).toMatchObject({ status: 'paid' });
    // Paid: a second proof has nothing to pay.
    expect((await sendProof(link.token, {}).expect(409)).body).toMatchObject({ code: 'CONFLICT' });
  });

  it('is refused on a dead link, and a file that is no PDF or image stores nothing', async () => {
    const { authorization, invoice, link } = await shared();
    const refused = await sendProof(link.token, {}, Buffer.from('#!/bin/sh\necho not a receipt\n')).expect(422);
    expect(refused.body).toMatchObject({ success: false });
    await request(t.app.server)
      .delete(`${API_PREFIX}/invoices/${invoice.id}/share`)
      .set('Authorization', authorization)
      .expect(204);
    expect((await sendProof(link.token, {}).expect(404)).body).toMatchObject({ code: 'PAY_LINK_INVALID' });
    expect(await t.app.prisma.payment.count({ where: { invoiceId: invoice.id } })).toBe(0);
  });
});
