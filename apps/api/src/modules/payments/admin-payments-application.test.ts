import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceNumberText, queueResponseSchema, staffApplicationResponseSchema } from '@studychina/contracts';
import { invoiceOf, recordPayment } from '../../test/admin-payments-kit.js';
import { createApplicant } from '../../test/applicant.js';
import { ADMIN_API, createStaff, createSubmittedApplication, useBackOfficeApp } from '../../test/back-office.js';
import { applyTo, FEE_TOTAL_KOBO, feeProgramme, setRates } from '../../test/invoice-kit.js';

/*
 * Issue 30 (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md): the invoice on the application page,
 * Paid / Unpaid in the queue with its filter, and forwarding to the university held until the invoice is paid or
 * waived when admins ask for it (PaymentSetting.requirePaidToForward, off by default).
 */
const { t } = useBackOfficeApp();
const api = () => request(t.app.server);
let staff: Awaited<ReturnType<typeof createStaff>>;
let slug = '';
beforeAll(async () => {
  await setRates(t.app);
  slug = (await feeProgramme(t.app)).slug;
  staff = await createStaff(t.app);
});

const view = (id: string, who = staff) =>
  api().get(`${ADMIN_API}/applications/${id}`).set('Authorization', who.authorization);
const queue = (query: Record<string, string>) =>
  api().get(`${ADMIN_API}/applications`).query(query).set('Authorization', staff.authorization);
const forward = (id: string) =>
  api()
    .post(`${ADMIN_API}/applications/${id}/status`)
    .set('Authorization', staff.authorization)
    .send({ status: 'forwarded_to_university', message: 'Your file is with the university.' });
const setRequirePaid = (on: boolean) =>
  t.app.prisma.paymentSetting.update({ where: { id: 1 }, data: { requirePaidToForward: on } });

describe('the invoice on the application page', () => {
  it('shows number, lines with ids, total, status, payments and refunds; null without an invoice', async () => {
    const { applicationId } = await applyTo(t.app, slug, 'Ada');
    const invoice = await invoiceOf(t.app, applicationId);
    const payment = await recordPayment(t.app, invoice.id, { status: 'succeeded', amount: FEE_TOTAL_KOBO });
    await api()
      .post(`${ADMIN_API}/payments/${payment.id}/refund`)
      .set('Authorization', staff.authorization)
      .send({ amount: 1_000_000, reason: 'Goodwill' })
      .expect(201);

    const res = await view(applicationId).expect(200);
    const shown = staffApplicationResponseSchema.parse(res.body).application.invoice;
    expect(shown).toMatchObject({
      id: invoice.id,
      number: invoiceNumberText(invoice.number),
      status: 'paid',
      total: FEE_TOTAL_KOBO,
      currency: 'NGN',
      paid: FEE_TOTAL_KOBO,
      due: 0,
      refunded: 1_000_000,
      editable: false,
      payments: [{ id: payment.id, method: 'paystack', status: 'succeeded', amount: FEE_TOTAL_KOBO }],
      refunds: [{ paymentId: payment.id, amount: 1_000_000, currency: 'NGN', reason: 'Goodwill', by: 'Sam Staff' }],
    });
    expect(shown!.lines.map((line) => [line.kind, line.waived, typeof line.id])).toEqual([
      ['application_fee', false, 'string'],
      ['service_fee', false, 'string'],
    ]);

    const without = await createSubmittedApplication(t.app, 'Bola');
    expect((await view(without.applicationId).expect(200)).body.application.invoice).toBeNull();
  });
});

describe('Paid / Unpaid in the queue', () => {
  it('each row carries its invoice’s status, and the queue filters by it (none: no invoice)', async () => {
    const unpaid = await applyTo(t.app, slug, 'Chidi');
    const paid = await applyTo(t.app, slug, 'Dayo');
    await recordPayment(t.app, (await invoiceOf(t.app, paid.applicationId)).id, {
      status: 'succeeded',
      amount: FEE_TOTAL_KOBO,
    });
    const none = await createSubmittedApplication(t.app, 'Eko');

    const all = queueResponseSchema.parse((await queue({}).expect(200)).body).data;
    const statusOf = (id: string) => all.find((row) => row.id === id)?.invoiceStatus;
    expect([statusOf(unpaid.applicationId), statusOf(paid.applicationId), statusOf(none.applicationId)]).toEqual([
      'unpaid',
      'paid',
      null,
    ]);

    const ids = async (invoiceStatus: string) =>
      queueResponseSchema.parse((await queue({ invoiceStatus }).expect(200)).body).data.map((row) => row.id);
    const paidIds = await ids('paid');
    expect(paidIds).toContain(paid.applicationId);
    expect(paidIds).not.toContain(unpaid.applicationId);
    expect(await ids('unpaid')).toContain(unpaid.applicationId);
    const noneIds = await ids('none');
    expect(noneIds).toContain(none.applicationId);
    expect(noneIds).not.toContain(paid.applicationId);
    // The tabs' counts follow the filter too.
    const body = queueResponseSchema.parse((await queue({ invoiceStatus: 'paid' }).expect(200)).body);
    expect(body.total).toBe(paidIds.length);
    expect((await queue({ invoiceStatus: 'owed' }).expect(422)).body.errors).toHaveProperty('invoiceStatus');
  });
});

describe('forwarding to the university with requirePaidToForward', () => {
  it('is allowed with an unpaid invoice while the setting is off (the default)', async () => {
    const { applicationId } = await applyTo(t.app, slug, 'Femi');
    await t.app.prisma.application.update({ where: { id: applicationId }, data: { status: 'under_review' } });
    expect((await t.app.prisma.paymentSetting.findUniqueOrThrow({ where: { id: 1 } })).requirePaidToForward).toBe(
      false,
    );
    await forward(applicationId).expect(200);
  });

  it('when on: 409 INVOICE_NOT_PAID until the invoice is paid or waived; without an invoice it goes', async () => {
    await setRequirePaid(true);
    try {
      const unpaid = await applyTo(t.app, slug, 'Gbenga');
      const waived = await applyTo(t.app, slug, 'Hauwa');
      const none = await createSubmittedApplication(t.app, 'Ife');
      for (const { applicationId } of [unpaid, waived, none])
        await t.app.prisma.application.update({ where: { id: applicationId }, data: { status: 'under_review' } });
      const invoice = await invoiceOf(t.app, unpaid.applicationId);

      const res = await forward(unpaid.applicationId).expect(409);
      expect(res.body).toMatchObject({
        success: false,
        code: 'INVOICE_NOT_PAID',
        message: expect.stringContaining(invoiceNumberText(invoice.number)),
      });
      expect((await t.app.prisma.application.findUniqueOrThrow({ where: { id: unpaid.applicationId } })).status).toBe(
        'under_review',
      );
      // Part paid is not paid.
      await recordPayment(t.app, invoice.id, { status: 'succeeded', amount: 1_000 });
      await forward(unpaid.applicationId).expect(409);
      await recordPayment(t.app, invoice.id, { status: 'succeeded', amount: FEE_TOTAL_KOBO - 1_000 });
      await forward(unpaid.applicationId).expect(200);

      const waivedInvoice = await invoiceOf(t.app, waived.applicationId);
      await api()
        .post(`${ADMIN_API}/invoices/${waivedInvoice.id}/waive`)
        .set('Authorization', staff.authorization)
        .send({ reason: 'Partner university pays' })
        .expect(200);
      await forward(waived.applicationId).expect(200);
      await forward(none.applicationId).expect(200);
    } finally {
      await setRequirePaid(false);
    }
  });
});

describe('who sees it', () => {
  it('a student cannot read an application through the back office (403)', async () => {
    const { applicationId, authorization } = await applyTo(t.app, slug, 'Jide');
    await api().get(`${ADMIN_API}/applications/${applicationId}`).set('Authorization', authorization).expect(403);
    const other = await createApplicant(t.app, 'Kemi');
    await api()
      .get(`${ADMIN_API}/applications?invoiceStatus=paid`)
      .set('Authorization', other.authorization)
      .expect(403);
  });
});
