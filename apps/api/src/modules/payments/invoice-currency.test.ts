import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_PREFIX, API_PREFIX, invoiceResponseSchema, invoicesResponseSchema } from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { createStaff } from '../../test/back-office.js';
import { applyTo, FEE_TOTAL_KOBO, feeProgramme, RATE_DAY, setRates } from '../../test/invoice-kit.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';
import { useTestApp } from '../../test/test-app.js';

/*
 * Issue 30, docs/decisions/0132-sponsor-pay-link-and-invoice-currency.md: the student pays in naira unless they choose
 * CFA francs or dollars, while nothing is paid or under way; the lines are converted again at the latest rate staff
 * set, which the invoice keeps; audited.
 */
let uploads: UploadDir | undefined;
const t = useTestApp(
  async () => {
    uploads = await makeUploadDir();
    return { config: { UPLOAD_DIR: uploads.path } };
  },
  async () => uploads?.remove(),
);

let slug = '';
beforeAll(async () => {
  await setRates(t.app);
  slug = (await feeProgramme(t.app)).slug;
});

async function studentWithInvoice() {
  const student = await applyTo(t.app, slug);
  const list = await request(t.app.server).get(`${API_PREFIX}/invoices`).set('Authorization', student.authorization);
  return { ...student, invoice: invoicesResponseSchema.parse(list.body).data[0]! };
}
const choose = (authorization: string, id: string, currency: string) =>
  request(t.app.server)
    .put(`${API_PREFIX}/invoices/${id}/currency`)
    .set('Authorization', authorization)
    .send({ currency });

describe('choosing the currency of an invoice', () => {
  it('converts every line again at the latest rate and keeps that rate; audited', async () => {
    const { authorization, invoice } = await studentWithInvoice();
    expect(invoice).toMatchObject({ currency: 'NGN', total: FEE_TOTAL_KOBO });
    // A newer rate staff set since the invoice was made: the conversion uses it.
    await t.app.prisma.exchangeRate.create({
      data: { currency: 'XOF', perCny: '90', asOf: new Date('2026-11-27T00:00:00Z') },
    });
    const res = await choose(authorization, invoice.id, 'XOF').expect(200);
    // 600 yuan at 90 = 54,000 F CFA; 150 dollars = 150 / 0.14 yuan at 90 = 96,428.57… → 96,429 (XOF has no minor unit).
    expect(invoiceResponseSchema.parse(res.body).data).toMatchObject({
      currency: 'XOF',
      total: 54_000 + 96_429,
      due: 54_000 + 96_429,
      rate: { perCny: '90', asOf: '2026-11-27' },
      lines: [
        { kind: 'application_fee', amount: 60_000, currency: 'CNY', converted: 54_000 },
        { kind: 'service_fee', amount: 15_000, currency: 'USD', converted: 96_429 },
      ],
    });

    const back = await choose(authorization, invoice.id, 'USD').expect(200);
    // 600 yuan at 0.14 = 84 dollars; the service fee is 150 dollars.
    expect(invoiceResponseSchema.parse(back.body).data).toMatchObject({
      currency: 'USD',
      total: 8_400 + 15_000,
      rate: { perCny: '0.14', asOf: RATE_DAY },
    });
    const audits = await t.app.prisma.auditLog.findMany({
      where: { action: 'invoice.currency', targetId: invoice.id },
      orderBy: { at: 'asc' },
    });
    expect(audits.map((a) => a.meta)).toMatchObject([
      { from: { currency: 'NGN', total: FEE_TOTAL_KOBO }, to: { currency: 'XOF', total: 150_429 } },
      { from: { currency: 'XOF' }, to: { currency: 'USD', total: 23_400 } },
    ]);
  });

  it('is refused once a payment is under way (409), and for a currency we do not take (422)', async () => {
    const { authorization, invoice } = await studentWithInvoice();
    expect((await choose(authorization, invoice.id, 'EUR').expect(422)).body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
    });
    await t.app.prisma.payment.create({
      data: {
        invoiceId: invoice.id,
        method: 'paystack',
        amount: invoice.total,
        currency: 'NGN',
        reference: `r-${invoice.id}`,
      },
    });
    const locked = await choose(authorization, invoice.id, 'USD').expect(409);
    expect(locked.body).toMatchObject({ success: false, code: 'CONFLICT' });
    const after = await request(t.app.server)
      .get(`${API_PREFIX}/invoices/${invoice.id}`)
      .set('Authorization', authorization)
      .expect(200);
    expect(after.body.data).toMatchObject({ currency: 'NGN', total: FEE_TOTAL_KOBO });
  });

  it('another student’s invoice: 404', async () => {
    const { invoice } = await studentWithInvoice();
    const other = await createApplicant(t.app, 'Bola');
    expect((await choose(other.authorization, invoice.id, 'USD').expect(404)).body).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  // Last: it removes the CFA franc's rates.
  it('a currency staff set no rate for: 422, the invoice unchanged', async () => {
    const { authorization, invoice } = await studentWithInvoice();
    await t.app.prisma.exchangeRate.deleteMany({ where: { currency: 'XOF' } });
    const res = await choose(authorization, invoice.id, 'XOF').expect(422);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      errors: { currency: [expect.any(String)] },
    });
    expect(res.body.message).toContain('XOF');
  });
});

describe('a line staff waived', () => {
  it('stays out of the total when the student changes the currency', async () => {
    const { authorization, invoice } = await studentWithInvoice();
    const staff = (await createStaff(t.app, 'staff', 'Sam')).authorization;
    const serviceFee = await t.app.prisma.invoiceLine.findFirstOrThrow({
      where: { invoiceId: invoice.id, kind: 'service_fee' },
    });
    await request(t.app.server)
      .patch(`${ADMIN_API_PREFIX}/invoices/${invoice.id}/lines/${serviceFee.id}`)
      .set('Authorization', staff)
      .send({ waived: true, reason: 'Scholarship partner: no service fee' })
      .expect(200);

    const res = await choose(authorization, invoice.id, 'USD').expect(200);
    // Only the application fee is charged: 600 yuan at 0.14 = 84 dollars.
    expect(invoiceResponseSchema.parse(res.body).data).toMatchObject({ currency: 'USD', total: 8_400, due: 8_400 });
    const audit = await t.app.prisma.auditLog.findFirstOrThrow({
      where: { action: 'invoice.currency', targetId: invoice.id },
    });
    expect(audit.meta).toMatchObject({ to: { currency: 'USD', total: 8_400 } });
  });
});
