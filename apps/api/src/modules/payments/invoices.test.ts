import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, invoiceResponseSchema, invoicesResponseSchema } from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { postApplication, requiredFiles, validFields } from '../../test/application-payload.js';
import { createProgramme } from '../../test/catalogue-rows.js';
import { applyTo, FEE_TOTAL_KOBO, feeProgramme, RATE_DAY, setRates } from '../../test/invoice-kit.js';
import { makeUploadDir, type UploadDir } from '../../test/upload-dir.js';
import { useTestApp } from '../../test/test-app.js';

/*
 * Issue 30, docs/decisions/0129-invoices-and-paystack.md: submitting an application to a programme makes its invoice
 * (the application fee and our service fee, converted to naira at the rates staff set); the student reads their
 * own invoices, never another student's; numbers come from one series without gaps, even under concurrent submits.
 */
let uploads: UploadDir | undefined;
const t = useTestApp(
  async () => {
    uploads = await makeUploadDir();
    // Twenty submits at once: a connection each, and time to wait for the counter's lock on a slow machine.
    return {
      config: {
        UPLOAD_DIR: uploads.path,
        DB_POOL_MAX: '30',
        DB_STATEMENT_TIMEOUT_MS: '20000',
        DB_CONNECTION_TIMEOUT_MS: '20000',
      },
    };
  },
  async () => uploads?.remove(),
);

let slug = '';
beforeAll(async () => {
  await setRates(t.app);
  slug = (await feeProgramme(t.app)).slug;
});

const getInvoices = (authorization: string, language = 'en') =>
  request(t.app.server)
    .get(`${API_PREFIX}/invoices`)
    .set('Authorization', authorization)
    .set('Accept-Language', language);

describe('the invoice of an application to a programme', () => {
  it('is made at submit: each fee in its currency, converted to naira at the day’s rate, unpaid', async () => {
    const { authorization, applicationId } = await applyTo(t.app, slug);
    const res = await getInvoices(authorization).expect(200);
    const { data } = invoicesResponseSchema.parse(res.body);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      applicationId,
      number: expect.stringMatching(/^INV-\d{6}$/),
      status: 'unpaid',
      total: FEE_TOTAL_KOBO,
      currency: 'NGN',
      paid: 0,
      due: FEE_TOTAL_KOBO,
      rate: { perCny: '215.5', asOf: RATE_DAY },
      lines: [
        { kind: 'application_fee', label: 'Application fee', amount: 60_000, currency: 'CNY', converted: 12_930_000 },
        { kind: 'service_fee', label: 'Service fee', amount: 15_000, currency: 'USD', converted: 23_089_286 },
      ],
      payments: [],
    });

    const one = await request(t.app.server)
      .get(`${API_PREFIX}/invoices/${data[0]!.id}`)
      .set('Authorization', authorization)
      .set('Accept-Language', 'fr')
      .expect(200);
    expect(invoiceResponseSchema.parse(one.body).data.lines.map((line) => line.label)).toEqual([
      'Frais de candidature',
      'Frais de service',
    ]);

    const audit = await t.app.prisma.auditLog.findFirstOrThrow({ where: { action: 'invoice.create', applicationId } });
    expect(audit.meta).toMatchObject({ number: data[0]!.number, total: FEE_TOTAL_KOBO, currency: 'NGN' });
  });

  it('is not made for an application without a programme, nor for a programme without fees', async () => {
    const student = await createApplicant(t.app);
    expect((await postApplication(t.app, student.authorization, validFields(), requiredFiles())).status).toBe(201);
    expect((await getInvoices(student.authorization).expect(200)).body).toEqual({ data: [] });

    const free = await createProgramme(t.app.prisma, {
      intakes: [{ start: '2027-09', deadline: new Date('2027-06-30T15:59:59Z') }],
    });
    const { authorization } = await applyTo(t.app, free.slug);
    expect((await getInvoices(authorization).expect(200)).body).toEqual({ data: [] });
  });

  it('another student’s invoice is not found (404), and a visitor without a token is refused (401)', async () => {
    const owner = await applyTo(t.app, slug);
    const [invoice] = invoicesResponseSchema.parse((await getInvoices(owner.authorization)).body).data;
    const other = await createApplicant(t.app, 'Bola');
    const res = await request(t.app.server)
      .get(`${API_PREFIX}/invoices/${invoice!.id}`)
      .set('Authorization', other.authorization)
      .expect(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    await request(t.app.server).get(`${API_PREFIX}/invoices/${invoice!.id}`).expect(401);
    await request(t.app.server).get(`${API_PREFIX}/invoices`).expect(401);
  });
});

describe('invoice numbers', () => {
  it('come from one series without gaps under 20 concurrent submits', async () => {
    const before = await t.app.prisma.invoice.aggregate({ _max: { number: true } });
    const students = await Promise.all(Array.from({ length: 20 }, (_, i) => createApplicant(t.app, `Student${i}`)));
    const fields = { ...validFields(), programmeFirstChoice: slug, intakeFirstChoice: '2027-09' };
    const answers = await Promise.all(
      students.map((student) => postApplication(t.app, student.authorization, fields, requiredFiles())),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));

    const numbers = (await t.app.prisma.invoice.findMany({ select: { number: true } }))
      .map((row) => row.number)
      .sort((a, b) => a - b);
    // Every invoice ever made, 1 to the last, each once: no number skipped or given twice.
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(numbers.length).toBe((before._max.number ?? 0) + 20);
  });
});
