import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_API_PREFIX,
  API_PREFIX,
  invoiceResponseSchema,
  paymentSettingsResponseSchema,
} from '@studychina/contracts';
import { createStaff, mailTo, useBackOfficeApp } from '../../test/back-office.js';
import { padded, pdf, png } from '../../test/fixture-files.js';
import { applyTo, FEE_TOTAL_KOBO, feeProgramme, setRates } from '../../test/invoice-kit.js';

/*
 * Paying by bank transfer (issue 30, docs/decisions/0130-bank-transfer-proof-and-confirmation.md): admins set the
 * consultancy's account, the invoice shows it with the number to quote, the student uploads the bank's receipt
 * (checked like documents), staff open it and confirm what arrived (partial payments count as such) or reject it
 * with a reason the student reads and is mailed.
 */
const FILE_LIMIT = 300_000;
const { t, smtp } = useBackOfficeApp({ UPLOAD_MAX_FILE_BYTES: String(FILE_LIMIT) });

const ACCOUNT = {
  bankName: 'Zenith Bank',
  accountName: 'StudyChina Consultancy Ltd',
  accountNumber: '1012345678',
  swift: 'ZEIBNGLA',
  instructionsEn: 'Write the invoice number in the narration.',
  instructionsFr: 'Indiquez le numéro de facture dans le libellé.',
};

let slug = '';
let admin = '';
let staff = '';
beforeAll(async () => {
  await setRates(t.app);
  slug = (await feeProgramme(t.app)).slug;
  admin = (await createStaff(t.app, 'admin', 'Ann')).authorization;
  staff = (await createStaff(t.app, 'staff', 'Sam')).authorization;
});

const settings = (authorization: string) =>
  request(t.app.server).get(`${ADMIN_API_PREFIX}/payment-settings`).set('Authorization', authorization);
const putSettings = (authorization: string, body: object) =>
  request(t.app.server).put(`${ADMIN_API_PREFIX}/payment-settings`).set('Authorization', authorization).send(body);
const invoiceOf = async (authorization: string, language = 'en') => {
  const list = await request(t.app.server)
    .get(`${API_PREFIX}/invoices`)
    .set('Authorization', authorization)
    .set('Accept-Language', language)
    .expect(200);
  return (list.body as { data: { id: string; number: string }[] }).data[0]!;
};
const getInvoice = async (authorization: string, id: string, language = 'en') =>
  invoiceResponseSchema.parse(
    (
      await request(t.app.server)
        .get(`${API_PREFIX}/invoices/${id}`)
        .set('Authorization', authorization)
        .set('Accept-Language', language)
        .expect(200)
    ).body,
  ).data;
const sendProof = (
  authorization: string,
  invoiceId: string,
  file: Buffer = pdf(),
  fields: Record<string, string> = {},
  name = 'receipt.pdf',
) => {
  const req = request(t.app.server)
    .post(`${API_PREFIX}/invoices/${invoiceId}/transfer-proof`)
    .set('Authorization', authorization);
  for (const [key, value] of Object.entries(fields)) void req.field(key, value);
  return req.attach('file', file, name);
};
const confirm = (authorization: string, paymentId: string, body: object) =>
  request(t.app.server)
    .post(`${ADMIN_API_PREFIX}/payments/${paymentId}/confirm`)
    .set('Authorization', authorization)
    .send(body);
const reject = (authorization: string, paymentId: string, reason: string) =>
  request(t.app.server)
    .post(`${ADMIN_API_PREFIX}/payments/${paymentId}/reject`)
    .set('Authorization', authorization)
    .send({ reason });
/** The newest payment of an invoice answer. */
const newest = <T>(invoice: { payments: T[] }): T => invoice.payments.at(-1)!;

describe('before admins set the bank details', () => {
  it('an invoice offers no transfer and a proof is refused with 409 BANK_TRANSFER_NOT_CONFIGURED', async () => {
    const student = await applyTo(t.app, slug, 'Bola');
    const { id } = await invoiceOf(student.authorization);
    expect((await getInvoice(student.authorization, id)).bankTransfer).toBeNull();
    const res = await sendProof(student.authorization, id).expect(409);
    expect(res.body).toMatchObject({ success: false, code: 'BANK_TRANSFER_NOT_CONFIGURED' });
    expect(res.body.message).toMatch(/bank transfer is not available/);
    expect((await getInvoice(student.authorization, id)).payments).toEqual([]);
  });
});

describe('the bank details', () => {
  it('are set by an admin, read by staff, refused to staff writing, to students and when half filled', async () => {
    const before = paymentSettingsResponseSchema.parse((await settings(staff).expect(200)).body).data;
    expect(before).toMatchObject({ bankName: null, bankTransferOffered: false, requirePaidToForward: false });

    await putSettings(staff, ACCOUNT).expect(403);
    const student = await applyTo(t.app, slug, 'Chidi');
    await settings(student.authorization).expect(403);
    await request(t.app.server).get(`${ADMIN_API_PREFIX}/payment-settings`).expect(401);
    const half = await putSettings(admin, { bankName: 'Zenith Bank' }).expect(422);
    expect(Object.keys(half.body.errors as object).sort()).toEqual(['accountName', 'accountNumber']);

    const set = await putSettings(admin, ACCOUNT).expect(200);
    expect(paymentSettingsResponseSchema.parse(set.body).data).toMatchObject({
      ...ACCOUNT,
      sortCode: null,
      bankTransferOffered: true,
      requirePaidToForward: false,
    });
    expect((await settings(staff).expect(200)).body.data).toMatchObject(ACCOUNT);
    const trail = await t.app.prisma.auditLog.findFirst({ where: { action: 'payment.settings' } });
    expect(trail?.meta).toMatchObject({ before: { bankName: null }, after: { bankName: 'Zenith Bank' } });
  });

  it("show on the student's invoice with the invoice number to quote, instructions in the reader's language", async () => {
    const student = await applyTo(t.app, slug, 'Dayo');
    const { id, number } = await invoiceOf(student.authorization);
    expect((await getInvoice(student.authorization, id)).bankTransfer).toEqual({
      bankName: 'Zenith Bank',
      accountName: 'StudyChina Consultancy Ltd',
      accountNumber: '1012345678',
      sortCode: null,
      swift: 'ZEIBNGLA',
      instructions: 'Write the invoice number in the narration.',
      reference: number,
    });
    expect((await getInvoice(student.authorization, id, 'fr')).bankTransfer?.instructions).toBe(
      'Indiquez le numéro de facture dans le libellé.',
    );
    // The payment link's page offers the same to a sponsor.
    const { token } = (
      await request(t.app.server)
        .post(`${API_PREFIX}/invoices/${id}/share`)
        .set('Authorization', student.authorization)
        .expect(200)
    ).body as { token: string };
    const link = await request(t.app.server).get(`${API_PREFIX}/pay/${token}`).expect(200);
    expect(link.body.data.bankTransfer).toMatchObject({ accountNumber: '1012345678', reference: number });
  });
});

describe('a proof of transfer', () => {
  it('is taken as a pending bank transfer in the invoice currency, counted for nothing yet; staff open the file', async () => {
    const student = await applyTo(t.app, slug, 'Emeka');
    const { id } = await invoiceOf(student.authorization);
    const res = await sendProof(student.authorization, id, pdf(), { amount: '5000000', paidOn: '2026-11-20' }).expect(
      201,
    );
    const invoice = invoiceResponseSchema.parse(res.body).data;
    expect(invoice).toMatchObject({ status: 'unpaid', paid: 0, due: FEE_TOTAL_KOBO });
    const payment = newest(invoice);
    expect(payment).toMatchObject({
      method: 'bank_transfer',
      status: 'pending',
      amount: 5_000_000,
      currency: 'NGN',
      reference: expect.stringMatching(/^INV\d+-BT-[0-9a-f]{12}$/),
      transfer: {
        payerName: 'Emeka Obi',
        proofName: 'receipt.pdf',
        declaredAmount: 5_000_000,
        declaredPaidOn: '2026-11-20',
        receivedOn: null,
        rejectionReason: null,
      },
    });

    const proof = await request(t.app.server)
      .get(`${ADMIN_API_PREFIX}/payments/${payment.id}/proof`)
      .set('Authorization', staff)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(proof.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(proof.body as Buffer, pdf())).toBe(0);
    expect(await t.app.prisma.auditLog.count({ where: { action: 'payment.proof_view', targetId: payment.id } })).toBe(
      1,
    );
    await request(t.app.server)
      .get(`${ADMIN_API_PREFIX}/payments/${payment.id}/proof`)
      .set('Authorization', student.authorization)
      .expect(403);
  });

  it('is refused when it is not a PDF or an image by its bytes, when too large, and on another student’s invoice', async () => {
    const student = await applyTo(t.app, slug, 'Funmi');
    const other = await applyTo(t.app, slug, 'Gozie');
    const { id } = await invoiceOf(student.authorization);

    const text = await sendProof(student.authorization, id, Buffer.from('not a receipt at all'), {}, 'receipt.pdf');
    expect(text.status).toBe(422);
    expect(text.body).toMatchObject({ code: 'FILE_TYPE_REFUSED', errors: { file: [expect.any(String)] } });

    const big = await sendProof(student.authorization, id, padded(pdf(), FILE_LIMIT + 1000));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const amount = await sendProof(student.authorization, id, png(), { amount: '12.50' }, 'receipt.png');
    expect(amount.status).toBe(422);
    expect(Object.keys(amount.body.errors as object)).toEqual(['amount']);

    await sendProof(other.authorization, id).expect(404);
    await sendProof(student.authorization, '00000000-0000-4000-8000-000000000000').expect(404);
    expect((await getInvoice(student.authorization, id)).payments).toEqual([]);
  });
});

describe('staff deciding a transfer', () => {
  it('confirm the whole amount: the invoice is paid, the student mailed, and nothing more can be declared', async () => {
    const student = await applyTo(t.app, slug, 'Ifeoma');
    const { id, number } = await invoiceOf(student.authorization);
    const payment = newest(
      invoiceResponseSchema.parse((await sendProof(student.authorization, id).expect(201)).body).data,
    );
    expect(payment.amount).toBe(FEE_TOTAL_KOBO);

    const res = await confirm(staff, payment.id, { amount: FEE_TOTAL_KOBO, receivedOn: '2026-11-21' }).expect(200);
    expect(res.body.data).toMatchObject({ invoiceStatus: 'paid', paid: FEE_TOTAL_KOBO, due: 0 });
    const invoice = await getInvoice(student.authorization, id);
    expect(invoice).toMatchObject({ status: 'paid', paid: FEE_TOTAL_KOBO, due: 0, bankTransfer: null });
    expect(newest(invoice)).toMatchObject({
      status: 'succeeded',
      paidAt: '2026-11-21T00:00:00.000Z',
      transfer: { receivedOn: '2026-11-21', rejectionReason: null },
    });
    const mail = await mailTo(smtp, student.user.email, `Your bank transfer for invoice ${number} is confirmed`);
    expect(mail.text).toContain('360,192.86 NGN');
    expect(mail.text).toContain('The invoice is now paid.');

    expect((await confirm(staff, payment.id, { amount: FEE_TOTAL_KOBO }).expect(409)).body.code).toBe('CONFLICT');
    expect((await sendProof(student.authorization, id).expect(409)).body.code).toBe('CONFLICT');
  });

  it('confirm less than due: part paid, with what is left; a second transfer confirmed makes it paid', async () => {
    const student = await applyTo(t.app, slug, 'Jide');
    const { id, number } = await invoiceOf(student.authorization);
    const first = newest(
      invoiceResponseSchema.parse((await sendProof(student.authorization, id, png(), {}, 'a.png').expect(201)).body)
        .data,
    );
    // The bank took a fee: less arrived than was declared.
    const part = 20_000_000;
    expect((await confirm(admin, first.id, { amount: part }).expect(200)).body.data).toMatchObject({
      invoiceStatus: 'part_paid',
      paid: part,
      due: FEE_TOTAL_KOBO - part,
    });
    const between = await getInvoice(student.authorization, id);
    expect(between).toMatchObject({ status: 'part_paid', due: FEE_TOTAL_KOBO - part });
    expect(between.bankTransfer?.reference).toBe(number);
    const mail = await mailTo(smtp, student.user.email, `Your bank transfer for invoice ${number} is confirmed`);
    expect(mail.text).toContain('160,192.86 NGN is left to pay');

    const second = newest(
      invoiceResponseSchema.parse((await sendProof(student.authorization, id).expect(201)).body).data,
    );
    expect(second.amount).toBe(FEE_TOTAL_KOBO - part);
    await confirm(staff, second.id, { amount: FEE_TOTAL_KOBO - part }).expect(200);
    expect(await getInvoice(student.authorization, id)).toMatchObject({ status: 'paid', paid: FEE_TOTAL_KOBO, due: 0 });
  });

  it('two confirmations of one transfer at once count it once', async () => {
    const student = await applyTo(t.app, slug, 'Kemi');
    const { id } = await invoiceOf(student.authorization);
    const payment = newest(
      invoiceResponseSchema.parse((await sendProof(student.authorization, id).expect(201)).body).data,
    );
    const answers = await Promise.all([
      confirm(staff, payment.id, { amount: 10_000_000 }),
      confirm(admin, payment.id, { amount: 10_000_000 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await getInvoice(student.authorization, id)).toMatchObject({ status: 'part_paid', paid: 10_000_000 });
  });

  it('reject with a reason the student reads on the invoice and in a mail in their language', async () => {
    const student = await applyTo(t.app, slug, 'Lamine');
    await t.app.prisma.user.update({ where: { id: student.user.id }, data: { locale: 'fr' } });
    const { id, number } = await invoiceOf(student.authorization);
    const payment = newest(
      invoiceResponseSchema.parse((await sendProof(student.authorization, id).expect(201)).body).data,
    );

    await reject(staff, payment.id, '').expect(422);
    const reason = 'The receipt is for another account: no transfer to ours arrived.';
    expect((await reject(staff, payment.id, reason).expect(200)).body.data).toMatchObject({
      invoiceStatus: 'unpaid',
      paid: 0,
    });
    const invoice = await getInvoice(student.authorization, id);
    expect(invoice).toMatchObject({ status: 'unpaid', due: FEE_TOTAL_KOBO });
    expect(newest(invoice)).toMatchObject({ status: 'failed', transfer: { rejectionReason: reason } });
    const mail = await mailTo(
      smtp,
      student.user.email,
      `Votre preuve de virement pour la facture ${number} n’a pas été acceptée`,
    );
    expect(mail.text).toContain(`Motif\u202f: ${reason}`);

    expect((await reject(staff, payment.id, reason).expect(409)).body.code).toBe('CONFLICT');
    await confirm(staff, payment.id, { amount: 1 }).expect(409);
  });

  it('is for staff and admins only, on bank transfers, with a positive whole amount', async () => {
    const student = await applyTo(t.app, slug, 'Musa');
    const { id } = await invoiceOf(student.authorization);
    const payment = newest(
      invoiceResponseSchema.parse((await sendProof(student.authorization, id).expect(201)).body).data,
    );

    await confirm(student.authorization, payment.id, { amount: 1 }).expect(403);
    await reject(student.authorization, payment.id, 'no').expect(403);
    await request(t.app.server)
      .post(`${ADMIN_API_PREFIX}/payments/${payment.id}/confirm`)
      .send({ amount: 1 })
      .expect(401);
    await confirm(staff, payment.id, { amount: 12.5 }).expect(422);
    await confirm(staff, payment.id, { amount: 0 }).expect(422);
    await confirm(staff, payment.id, { amount: 1, receivedOn: '2999-01-01' }).expect(422);
    await confirm(staff, '00000000-0000-4000-8000-000000000000', { amount: 1 }).expect(404);

    const paystack = await t.app.prisma.payment.create({
      data: { invoiceId: id, method: 'paystack', amount: 100, currency: 'NGN', reference: `ps-${payment.id}` },
    });
    expect((await confirm(staff, paystack.id, { amount: 100 }).expect(409)).body.code).toBe('CONFLICT');
    await request(t.app.server)
      .get(`${ADMIN_API_PREFIX}/payments/${paystack.id}/proof`)
      .set('Authorization', staff)
      .expect(404);
    expect(await getInvoice(student.authorization, id)).toMatchObject({ status: 'unpaid', paid: 0 });
  });
});
