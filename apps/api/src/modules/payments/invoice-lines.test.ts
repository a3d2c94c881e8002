import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  invoiceResponseSchema,
  staffApplicationResponseSchema,
  staffInvoiceResponseSchema,
} from '@studychina/contracts';
import { invoiceOf, recordPayment } from '../../test/admin-payments-kit.js';
import { ADMIN_API, createStaff } from '../../test/back-office.js';
import { applyTo, FEE_TOTAL_KOBO, feeProgramme, setRates } from '../../test/invoice-kit.js';
import { useTestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';

/*
 * Issue 30 (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md): before anything is paid, staff add a
 * line, change a line's amount, waive a line or the whole invoice, each with a reason, audited with who and the
 * amounts before and after; the total is converted at the rates the invoice keeps. Once paid: 409.
 */
let uploads: UploadDir | undefined;
const t = useTestApp(
  async () => {
    uploads = await makeUploadDir();
    return { config: { UPLOAD_DIR: uploads.path } };
  },
  async () => uploads?.remove(),
);
const api = () => request(t.app.server);

let slug = '';
let staff: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  await setRates(t.app);
  slug = (await feeProgramme(t.app)).slug;
  staff = await createStaff(t.app);
});

/** A fresh submitted application's invoice (600 CNY + 150 USD, in naira at the kit's rates) and its student. */
async function freshInvoice(name = 'Ada') {
  const student = await applyTo(t.app, slug, name);
  const invoice = await invoiceOf(t.app, student.applicationId);
  return { student, invoice };
}
const staffPost = (path: string, body: object) =>
  api().post(`${ADMIN_API}${path}`).set('Authorization', staff.authorization).send(body);
const staffPatch = (path: string, body: object) =>
  api().patch(`${ADMIN_API}${path}`).set('Authorization', staff.authorization).send(body);

describe('staff edit an unpaid invoice', () => {
  it('add a line in dollars at the invoice’s own dollar rate; the student sees it named and the total grows', async () => {
    // The rate staff set later does not touch an invoice already made.
    const { student, invoice } = await freshInvoice();
    const later = await t.app.prisma.exchangeRate.create({
      data: { currency: 'USD', perCny: '0.2', asOf: new Date('2026-11-27') },
    });
    const res = await staffPost(`/invoices/${invoice.id}/lines`, {
      description: 'Courier of the admission letter',
      amount: 4_000,
      currency: 'USD',
      reason: 'Student asked for DHL delivery',
    }).expect(200);
    const data = staffInvoiceResponseSchema.parse(res.body).data;
    // 40 USD at 0.14 per yuan = 285.714… yuan, at 215.5 naira = 61,571.43 naira.
    expect(data.lines[2]).toMatchObject({
      kind: 'other',
      label: 'Courier of the admission letter',
      amount: 4_000,
      currency: 'USD',
      converted: 6_157_143,
      waived: false,
    });
    expect(data).toMatchObject({ total: FEE_TOTAL_KOBO + 6_157_143, due: FEE_TOTAL_KOBO + 6_157_143, editable: true });
    // The next tests' invoices are made at the kit's rates again.
    await t.app.prisma.exchangeRate.delete({ where: { id: later.id } });

    const own = await api()
      .get(`${API_PREFIX}/invoices/${invoice.id}`)
      .set('Authorization', student.authorization)
      .set('Accept-Language', 'fr')
      .expect(200);
    const seen = invoiceResponseSchema.parse(own.body).data;
    expect(seen.lines.map((line) => line.label)).toEqual([
      'Frais de candidature',
      'Frais de service',
      'Courier of the admission letter',
    ]);
    expect(seen.total).toBe(FEE_TOTAL_KOBO + 6_157_143);

    const audit = await t.app.prisma.auditLog.findFirstOrThrow({
      where: { action: 'invoice.line_add', targetId: invoice.id },
    });
    expect(audit).toMatchObject({
      actorId: staff.user.id,
      applicationId: student.applicationId,
      meta: {
        description: 'Courier of the admission letter',
        line: { amount: 4_000, currency: 'USD', converted: 6_157_143 },
        total: { before: FEE_TOTAL_KOBO, after: FEE_TOTAL_KOBO + 6_157_143 },
        reason: 'Student asked for DHL delivery',
      },
    });
  });

  it('change a line’s amount and waive another: the total follows, each change audited with before and after', async () => {
    const { student, invoice } = await freshInvoice('Bola');
    const lines = await t.app.prisma.invoiceLine.findMany({
      where: { invoiceId: invoice.id },
      orderBy: { position: 'asc' },
    });
    const [applicationFee, serviceFee] = lines;
    // 400 yuan instead of 600: 86,200 naira.
    let res = await staffPatch(`/invoices/${invoice.id}/lines/${applicationFee!.id}`, {
      amount: 40_000,
      reason: 'The university lowered its fee',
    }).expect(200);
    expect(staffInvoiceResponseSchema.parse(res.body).data.total).toBe(8_620_000 + 23_089_286);

    res = await staffPatch(`/invoices/${invoice.id}/lines/${serviceFee!.id}`, {
      waived: true,
      reason: 'Scholarship partner: no service fee',
    }).expect(200);
    const data = staffInvoiceResponseSchema.parse(res.body).data;
    expect(data).toMatchObject({ total: 8_620_000, status: 'unpaid' });
    expect(data.lines.map((line) => [line.kind, line.converted, line.waived])).toEqual([
      ['application_fee', 8_620_000, false],
      ['service_fee', 0, true],
    ]);

    const audit = await t.app.prisma.auditLog.findMany({
      where: { action: 'invoice.line_change', targetId: invoice.id },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((row) => row.meta)).toEqual([
      expect.objectContaining({
        lineId: applicationFee!.id,
        line: {
          currency: 'CNY',
          before: { amount: 60_000, converted: 12_930_000, waived: false },
          after: { amount: 40_000, converted: 8_620_000, waived: false },
        },
        total: { before: FEE_TOTAL_KOBO, after: 8_620_000 + 23_089_286 },
        reason: 'The university lowered its fee',
      }),
      expect.objectContaining({
        lineId: serviceFee!.id,
        total: { before: 8_620_000 + 23_089_286, after: 8_620_000 },
        reason: 'Scholarship partner: no service fee',
      }),
    ]);
    expect(audit.every((row) => row.actorId === staff.user.id && row.applicationId === student.applicationId)).toBe(
      true,
    );
  });

  it('waive the whole invoice: status waived, nothing due, and no more changes (409)', async () => {
    const { student, invoice } = await freshInvoice('Chidi');
    const res = await staffPost(`/invoices/${invoice.id}/waive`, { reason: 'Hardship: agreed by the director' }).expect(
      200,
    );
    expect(staffInvoiceResponseSchema.parse(res.body).data).toMatchObject({
      status: 'waived',
      total: 0,
      due: 0,
      editable: false,
    });
    const own = await api().get(`${API_PREFIX}/invoices/${invoice.id}`).set('Authorization', student.authorization);
    expect(own.body.data).toMatchObject({ status: 'waived', due: 0 });
    const audit = await t.app.prisma.auditLog.findFirstOrThrow({
      where: { action: 'invoice.waive', targetId: invoice.id },
    });
    expect(audit.meta).toMatchObject({
      reason: 'Hardship: agreed by the director',
      total: { before: FEE_TOTAL_KOBO, after: 0 },
      status: { before: 'unpaid', after: 'waived' },
    });
    const again = await staffPost(`/invoices/${invoice.id}/lines`, {
      description: 'Late fee',
      amount: 100,
      currency: 'NGN',
      reason: 'x',
    }).expect(409);
    expect(again.body).toMatchObject({ success: false, code: 'CONFLICT' });
  });

  it('refuses once something is paid (409), without a reason (422), an unknown currency (422) or line (404)', async () => {
    const { invoice } = await freshInvoice('Dayo');
    const [line] = await t.app.prisma.invoiceLine.findMany({ where: { invoiceId: invoice.id } });
    expect(
      Object.keys((await staffPost(`/invoices/${invoice.id}/waive`, { reason: '' }).expect(422)).body.errors),
    ).toEqual(['reason']);
    await staffPatch(`/invoices/${invoice.id}/lines/${line!.id}`, { reason: 'nothing to change' }).expect(422);
    const eur = await staffPost(`/invoices/${invoice.id}/lines`, {
      description: 'Visa',
      amount: 100,
      currency: 'EUR',
      reason: 'x',
    }).expect(422);
    expect(Object.keys(eur.body.errors)).toEqual(['currency']);
    await staffPatch(`/invoices/${invoice.id}/lines/00000000-0000-4000-8000-000000000000`, {
      amount: 5,
      reason: 'x',
    }).expect(404);
    await staffPost(`/invoices/00000000-0000-4000-8000-000000000000/waive`, { reason: 'x' }).expect(404);

    await recordPayment(t.app, invoice.id, { status: 'succeeded', amount: 1_000_000 });
    const paid = await staffPatch(`/invoices/${invoice.id}/lines/${line!.id}`, { amount: 5, reason: 'x' }).expect(409);
    expect(paid.body.message).toMatch(/paid/);
    await staffPost(`/invoices/${invoice.id}/waive`, { reason: 'x' }).expect(409);
    expect((await invoiceOf(t.app, invoice.applicationId!)).total).toBe(FEE_TOTAL_KOBO);
  });

  it('refuses while a Paystack payment of the current total is under way (409), and allows it once that failed', async () => {
    const { invoice } = await freshInvoice('Kunle');
    const [line] = await t.app.prisma.invoiceLine.findMany({ where: { invoiceId: invoice.id } });
    const pending = await recordPayment(t.app, invoice.id, { status: 'pending', amount: FEE_TOTAL_KOBO });
    const refused = await staffPatch(`/invoices/${invoice.id}/lines/${line!.id}`, { amount: 5, reason: 'x' }).expect(
      409,
    );
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/Paystack .* under way/) });
    await staffPost(`/invoices/${invoice.id}/waive`, { reason: 'x' }).expect(409);
    const view = await api()
      .get(`${ADMIN_API}/applications/${invoice.applicationId}`)
      .set('Authorization', staff.authorization)
      .expect(200);
    expect(staffApplicationResponseSchema.parse(view.body).application.invoice).toMatchObject({ editable: false });

    await t.app.prisma.payment.update({ where: { id: pending.id }, data: { status: 'failed' } });
    await staffPatch(`/invoices/${invoice.id}/lines/${line!.id}`, { amount: 50_000, reason: 'Fee lowered' }).expect(
      200,
    );
  });

  it('is for staff: a student editing their own invoice gets 403', async () => {
    const { student, invoice } = await freshInvoice('Eko');
    await api()
      .post(`${ADMIN_API}/invoices/${invoice.id}/waive`)
      .set('Authorization', student.authorization)
      .send({ reason: 'Please' })
      .expect(403);
    expect((await invoiceOf(t.app, student.applicationId)).status).toBe('unpaid');
  });
});
