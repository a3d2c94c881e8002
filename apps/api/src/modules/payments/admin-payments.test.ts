import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPaymentsResponseSchema, invoiceNumberText, refundResponseSchema } from '@studychina/contracts';
import { invoiceOf, recordPayment } from '../../test/admin-payments-kit.js';
import { createApplicant } from '../../test/applicant.js';
import { ADMIN_API, createStaff } from '../../test/back-office.js';
import { applyTo, FEE_TOTAL_KOBO, feeProgramme, setRates } from '../../test/invoice-kit.js';
import { useTestApp } from '../../test/test-app.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';

/*
 * Issue 30, the staff side (docs/decisions/0131-staff-payments-refunds-and-forwarding-gate.md): staff list payments by
 * status, method and day with what succeeded per currency, export them as CSV safe to open in a spreadsheet, and
 * record refunds (not sent) up to what a payment brought.
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

let staff: Awaited<ReturnType<typeof createStaff>>;
let admin: Awaited<ReturnType<typeof createStaff>>;
/** Ada paid by card in full on 20 Nov; Bola's transfer waits for staff (21 Nov); Chidi's card failed (22 Nov). */
const people: Record<string, { applicationId: string; invoiceId: string; invoiceNumber: number }> = {};
const payments: Record<string, { id: string; reference: string }> = {};

beforeAll(async () => {
  await setRates(t.app);
  const { slug } = await feeProgramme(t.app);
  staff = await createStaff(t.app);
  admin = await createStaff(t.app, 'admin', 'Ama');
  for (const name of ['Ada', 'Bola', 'Chidi', 'Dayo']) {
    const { applicationId } = await applyTo(t.app, slug, name);
    const invoice = await invoiceOf(t.app, applicationId);
    people[name] = { applicationId, invoiceId: invoice.id, invoiceNumber: invoice.number };
  }
  // A name a spreadsheet would run as a formula.
  await t.app.prisma.application.update({
    where: { id: people.Dayo!.applicationId },
    data: { firstName: '=HYPERLINK("http://evil.example")', middleName: null, surName: 'Obi' },
  });
  const day = (d: number) => new Date(Date.UTC(2026, 10, d, 10));
  payments.ada = await recordPayment(t.app, people.Ada!.invoiceId, {
    status: 'succeeded',
    amount: FEE_TOTAL_KOBO,
    createdAt: day(20),
  });
  payments.bola = await recordPayment(t.app, people.Bola!.invoiceId, {
    method: 'bank_transfer',
    status: 'pending',
    amount: 10_000_000,
    createdAt: day(21),
  });
  payments.chidi = await recordPayment(t.app, people.Chidi!.invoiceId, {
    status: 'failed',
    amount: FEE_TOTAL_KOBO,
    createdAt: day(22),
  });
  // Dayo's sponsor paid 150 dollars by transfer: another currency, its own total.
  payments.dayo = await recordPayment(t.app, people.Dayo!.invoiceId, {
    method: 'bank_transfer',
    status: 'succeeded',
    amount: 15_000,
    currency: 'USD',
    createdAt: day(23),
  });
});

const list = (query: Record<string, string> = {}, who = staff) =>
  api().get(`${ADMIN_API}/payments`).query(query).set('Authorization', who.authorization);

describe('GET /admin/payments', () => {
  it('lists every payment newest first with its invoice and student, and what succeeded per currency', async () => {
    const res = await list().expect(200);
    const body = adminPaymentsResponseSchema.parse(res.body);
    expect(body.data.map((row) => row.applicationId)).toEqual(
      ['Dayo', 'Chidi', 'Bola', 'Ada'].map((name) => people[name]!.applicationId),
    );
    expect(body.data[0]!.studentName).toBe('=HYPERLINK("http://evil.example") Obi');
    expect(body.data[3]).toMatchObject({
      id: payments.ada!.id,
      invoiceId: people.Ada!.invoiceId,
      invoiceNumber: invoiceNumberText(people.Ada!.invoiceNumber),
      invoiceStatus: 'paid',
      applicationId: people.Ada!.applicationId,
      method: 'paystack',
      status: 'succeeded',
      amount: FEE_TOTAL_KOBO,
      currency: 'NGN',
      reference: payments.ada!.reference,
      paidAt: '2026-11-20T10:00:00.000Z',
      createdAt: '2026-11-20T10:00:00.000Z',
      refunded: 0,
    });
    expect(body).toMatchObject({ total: 4, current_page: 1, last_page: 1 });
    expect(body.totals).toEqual([
      { currency: 'NGN', amount: FEE_TOTAL_KOBO, refunded: 0 },
      { currency: 'USD', amount: 15_000, refunded: 0 },
    ]);
  });

  it('filters by status, method and day (both days included); totals follow the filter', async () => {
    const ids = async (query: Record<string, string>) => {
      const body = adminPaymentsResponseSchema.parse((await list(query).expect(200)).body);
      return { ids: body.data.map((row) => row.id), totals: body.totals };
    };
    expect(await ids({ status: 'pending' })).toEqual({ ids: [payments.bola!.id], totals: [] });
    expect((await ids({ method: 'bank_transfer' })).ids).toEqual([payments.dayo!.id, payments.bola!.id]);
    expect(await ids({ method: 'bank_transfer', status: 'succeeded' })).toEqual({
      ids: [payments.dayo!.id],
      totals: [{ currency: 'USD', amount: 15_000, refunded: 0 }],
    });
    expect((await ids({ from: '2026-11-21', to: '2026-11-22' })).ids).toEqual([payments.chidi!.id, payments.bola!.id]);
    expect(await ids({ to: '2026-11-20', status: '', method: '' })).toEqual({
      ids: [payments.ada!.id],
      totals: [{ currency: 'NGN', amount: FEE_TOTAL_KOBO, refunded: 0 }],
    });
  });

  it('refuses a filter it does not know (422) and a page past the last (404)', async () => {
    expect((await list({ status: 'paid' }).expect(422)).body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
    });
    expect((await list({ from: '20-11-2026' }).expect(422)).body.errors).toHaveProperty('from');
    expect((await list({ page: '3' }).expect(404)).body.code).toBe('PAGE_OUT_OF_RANGE');
  });

  it('is for staff and admins: a student gets 403, nobody signed in 401', async () => {
    await list({}, admin).expect(200);
    const student = await createApplicant(t.app, 'Eko');
    expect((await list({}, student).expect(403)).body.code).toBe('FORBIDDEN');
    await api().get(`${ADMIN_API}/payments`).expect(401);
    await api().get(`${ADMIN_API}/payments.csv`).set('Authorization', student.authorization).expect(403);
  });
});

describe('GET /admin/payments.csv', () => {
  it('exports the filtered payments with a header, a formula-looking name made text, and the export audited', async () => {
    const res = await api()
      .get(`${ADMIN_API}/payments.csv`)
      .query({ method: 'bank_transfer' })
      .set('Authorization', staff.authorization)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('payments.csv');
    const lines = (res.body as string).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"id","created_at","paid_at","invoice_number","invoice_status","application_id","student_name",' +
        '"method","status","amount_minor","currency","refunded_minor","reference"',
    );
    expect(lines).toHaveLength(4); // header, two transfers, the empty string after the last CRLF
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"") Obi"`);
    expect(lines[1]).toContain(`"bank_transfer","succeeded","15000","USD","0"`);
    expect(lines[2]).toContain(`"${payments.bola!.id}"`);
    const audit = await t.app.prisma.auditLog.findFirstOrThrow({ where: { action: 'payments.export' } });
    expect(audit).toMatchObject({ actorId: staff.user.id, meta: { method: 'bank_transfer' } });
  });
});

describe('POST /admin/payments/:id/refund', () => {
  const refund = (paymentId: string, body: object, who = staff) =>
    api().post(`${ADMIN_API}/payments/${paymentId}/refund`).set('Authorization', who.authorization).send(body);

  it('records refunds up to what the payment brought, with who and why; the list, totals and CSV show them', async () => {
    const first = await refund(payments.ada!.id, { amount: 5_000_000, reason: 'Paid the service fee twice' }).expect(
      201,
    );
    expect(refundResponseSchema.parse(first.body).data).toMatchObject({
      paymentId: payments.ada!.id,
      amount: 5_000_000,
      currency: 'NGN',
      reason: 'Paid the service fee twice',
      by: 'Sam Staff',
    });
    // What is left is FEE_TOTAL_KOBO - 5,000,000: one kobo more is refused, exactly that is taken.
    const left = FEE_TOTAL_KOBO - 5_000_000;
    const over = await refund(payments.ada!.id, { amount: left + 1, reason: 'Everything' }, admin).expect(422);
    expect(over.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(over.body.errors.amount[0]).toContain(String(left));
    await refund(payments.ada!.id, { amount: left, reason: 'University closed the programme' }, admin).expect(201);
    await refund(payments.ada!.id, { amount: 1, reason: 'One more' }).expect(422);

    const body = adminPaymentsResponseSchema.parse((await list({ status: 'succeeded' }).expect(200)).body);
    expect(body.data.find((row) => row.id === payments.ada!.id)?.refunded).toBe(FEE_TOTAL_KOBO);
    expect(body.totals[0]).toEqual({ currency: 'NGN', amount: FEE_TOTAL_KOBO, refunded: FEE_TOTAL_KOBO });
    const csv = await api()
      .get(`${ADMIN_API}/payments.csv`)
      .query({ to: '2026-11-20' })
      .set('Authorization', staff.authorization)
      .expect(200);
    expect(csv.text).toContain(`"${FEE_TOTAL_KOBO}","NGN","${FEE_TOTAL_KOBO}"`);

    const audit = await t.app.prisma.auditLog.findMany({
      where: { action: 'payment.refund', targetId: payments.ada!.id },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((row) => [row.actorId, row.applicationId, row.meta])).toEqual([
      [
        staff.user.id,
        people.Ada!.applicationId,
        expect.objectContaining({ amount: 5_000_000, currency: 'NGN', reason: 'Paid the service fee twice' }),
      ],
      [
        admin.user.id,
        people.Ada!.applicationId,
        expect.objectContaining({ amount: left, refundedBefore: 5_000_000, reason: 'University closed the programme' }),
      ],
    ]);
  });

  it('refuses a payment not received (409), an unknown one (404), no reason or no amount (422), a student (403)', async () => {
    expect((await refund(payments.bola!.id, { amount: 100, reason: 'x' }).expect(409)).body.code).toBe('CONFLICT');
    await refund(payments.chidi!.id, { amount: 100, reason: 'x' }).expect(409);
    await refund('00000000-0000-4000-8000-000000000000', { amount: 100, reason: 'x' }).expect(404);
    expect(
      Object.keys((await refund(payments.dayo!.id, { amount: 100, reason: ' ' }).expect(422)).body.errors),
    ).toEqual(['reason']);
    await refund(payments.dayo!.id, { amount: 0, reason: 'x' }).expect(422);
    await refund(payments.dayo!.id, { amount: 1.5, reason: 'x' }).expect(422);
    const student = await createApplicant(t.app, 'Femi');
    await refund(payments.dayo!.id, { amount: 100, reason: 'x' }, student).expect(403);
    expect(await t.app.prisma.refund.count({ where: { paymentId: payments.dayo!.id } })).toBe(0);
  });
});
