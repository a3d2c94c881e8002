import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_API, jobsSettled, turnOn, until, useAlertsApp } from '../../test/alerts-kit.js';
import { ADMIN_API, createStaff, createSubmittedApplication } from '../../test/back-office.js';
import { invoiceOf, recordPayment } from '../../test/admin-payments-kit.js';
import { applyTo, FEE_TOTAL_KOBO, feeProgramme, setRates } from '../../test/invoice-kit.js';
import { MAX_SEND_ATTEMPTS } from './alert-sender.js';

// WhatsApp and SMS alerts against simulators of the WhatsApp Cloud API and Termii (docs/decisions/0138-whatsapp-and-sms-alerts.md).
const METRICS_TOKEN = 'metrics-token-of-the-alerts-test-0123456789';
const kit = useAlertsApp({ config: { METRICS_TOKEN } });
const { t, smtp } = kit;
const sims = () => ({ whatsapp: kit.whatsapp, termii: kit.termii });
let staff: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  await kit.listen();
  staff = await createStaff(t.app);
});

const changeStatus = (applicationId: string, body: Record<string, unknown>) =>
  request(t.app.server)
    .post(`${ADMIN_API}/applications/${applicationId}/status`)
    .set('Authorization', staff.authorization)
    .send(body);
/** The application's alerts, by channel name. */
const alertsOf = async (applicationId: string) =>
  (await t.app.prisma.alert.findMany({ where: { applicationId } })).sort((a, b) => a.channel.localeCompare(b.channel));
let phoneCounter = 0;
const newPhone = () => `+234 803 ${String(100_0000 + (phoneCounter += 1)).slice(0, 3)} ${String(1000 + phoneCounter)}`;
const digits = (phone: string) => phone.replace(/\D/g, '');

describe('a status change by the back office', () => {
  it('sends one WhatsApp template with the status and the link, holds the e-mail, and follows the receipts', async () => {
    const student = await createSubmittedApplication(t.app, 'Wale');
    const phone = newPhone();
    const verified = await turnOn(t.app, student.authorization, sims(), 'whatsapp', phone);
    expect(verified.alerts).toMatchObject({
      whatsapp: true,
      sms: false,
      phone: `+${digits(phone)}`,
      channels: { whatsapp: { available: true, state: 'on' } },
    });
    expect(Date.parse(verified.alerts.channels.whatsapp.consentAt)).not.toBeNaN();

    const before = kit.whatsapp.received.length;
    const res = await changeStatus(student.applicationId, { status: 'under_review', message: 'We are reading it.' });
    expect(res.status).toBe(200);
    await until(() => expect(kit.whatsapp.received.length).toBe(before + 1));
    await jobsSettled(t.app);
    const [sent] = kit.whatsapp.received.slice(before);
    expect(sent).toMatchObject({
      to: digits(phone),
      type: 'template',
      template: {
        name: 'application_status',
        language: 'en',
        params: ['Wale', 'Under review', `${t.config.WEB_URL}/dashboard/applications/${student.applicationId}`],
      },
    });
    expect(sent!.body).toMatchObject({ messaging_product: 'whatsapp', type: 'template' });
    // Only one, and the e-mail stays held: WhatsApp carried it.
    expect(kit.whatsapp.received.length).toBe(before + 1);
    expect(smtp.to(student.user.email).some((m) => m.text.includes('We are reading it.'))).toBe(false);
    let alerts = await alertsOf(student.applicationId);
    expect(alerts.map((a) => [a.channel, a.state, a.providerId])).toEqual([
      ['email', 'held', null],
      ['whatsapp', 'sent', sent!.id],
    ]);
    // Operators see it counted (docs/product.md#operations-metrics).
    const metrics = await request(t.app.server).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
    expect(metrics.text).toMatch(/^alerts_total\{channel="whatsapp",outcome="sent"\} [1-9]/m);

    // Receipts move it forward; a late "delivered" after "read" changes nothing.
    expect((await kit.whatsapp.status(sent!.id, 'delivered')).status).toBe(200);
    expect((await kit.whatsapp.status(sent!.id, 'read')).status).toBe(200);
    expect((await kit.whatsapp.status(sent!.id, 'delivered')).status).toBe(200);
    await jobsSettled(t.app);
    alerts = await alertsOf(student.applicationId);
    expect(alerts.find((a) => a.channel === 'whatsapp')?.state).toBe('read');

    // Staff see it on the application's page.
    const page = await request(t.app.server)
      .get(`${ADMIN_API}/applications/${student.applicationId}`)
      .set('Authorization', staff.authorization);
    expect(page.status).toBe(200);
    expect(page.body.application.alerts).toEqual(
      expect.arrayContaining([
        { channel: 'whatsapp', state: 'read', providerId: sent!.id, at: expect.any(String), kind: 'status' },
        { channel: 'email', state: 'held', providerId: null, at: expect.any(String), kind: 'status' },
      ]),
    );
  });

  it('falls back to the e-mail once WhatsApp has failed three times, and sends nothing twice', async () => {
    const student = await createSubmittedApplication(t.app, 'Femi');
    await turnOn(t.app, student.authorization, sims(), 'whatsapp', newPhone());
    const before = kit.whatsapp.received.length;
    kit.whatsapp.failNext(MAX_SEND_ATTEMPTS);
    const res = await changeStatus(student.applicationId, { status: 'under_review', message: 'Failing channel.' });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(student.user.email) && m.text.includes('Failing channel.'),
      15_000,
    );
    expect(mail.subject).toBe('Your application: Under review');
    await jobsSettled(t.app);
    expect(kit.whatsapp.received.length).toBe(before);
    const alerts = await alertsOf(student.applicationId);
    expect(alerts.map((a) => [a.channel, a.state, a.attempts])).toEqual([
      ['email', 'sent', 0],
      ['whatsapp', 'failed', MAX_SEND_ATTEMPTS],
    ]);
    expect(smtp.to(student.user.email).filter((m) => m.text.includes('Failing channel.'))).toHaveLength(1);
  });

  it('recovers when the provider fails fewer times than the limit: one message, no e-mail', async () => {
    const student = await createSubmittedApplication(t.app, 'Tolu');
    await turnOn(t.app, student.authorization, sims(), 'whatsapp', newPhone());
    const before = kit.whatsapp.received.length;
    kit.whatsapp.failNext(MAX_SEND_ATTEMPTS - 1);
    await changeStatus(student.applicationId, { status: 'under_review', message: 'Flaky channel.' });
    await until(() => expect(kit.whatsapp.received.length).toBe(before + 1));
    await jobsSettled(t.app);
    const alerts = await alertsOf(student.applicationId);
    expect(alerts.map((a) => [a.channel, a.state, a.attempts])).toEqual([
      ['email', 'held', 0],
      ['whatsapp', 'sent', MAX_SEND_ATTEMPTS],
    ]);
    expect(smtp.to(student.user.email).some((m) => m.text.includes('Flaky channel.'))).toBe(false);
  });

  it('sends the e-mail as before to a student with no channel on', async () => {
    const student = await createSubmittedApplication(t.app, 'Bisi');
    const before = kit.whatsapp.received.length + kit.termii.received.length;
    await changeStatus(student.applicationId, { status: 'under_review', message: 'Mail only.' });
    await smtp.waitFor((m) => m.to.includes(student.user.email) && m.text.includes('Mail only.'));
    await jobsSettled(t.app);
    expect(kit.whatsapp.received.length + kit.termii.received.length).toBe(before);
    expect((await alertsOf(student.applicationId)).map((a) => [a.channel, a.state])).toEqual([['email', 'sent']]);
  });

  it('sends a correction request with its deadline by SMS, and follows the delivery report', async () => {
    const student = await createSubmittedApplication(t.app, 'Kemi');
    await turnOn(t.app, student.authorization, sims(), 'sms', newPhone());
    expect((await changeStatus(student.applicationId, { status: 'under_review', message: 'Reading.' })).status).toBe(
      200,
    );
    await until(async () =>
      expect((await alertsOf(student.applicationId)).find((a) => a.channel === 'sms')?.state).toBe('sent'),
    );
    const before = kit.termii.received.length;
    const res = await changeStatus(student.applicationId, {
      status: 'action_required',
      message: 'Please replace your passport scan.',
      deadline: '2999-12-31',
    });
    expect(res.status).toBe(200);
    await until(() => expect(kit.termii.received.length).toBe(before + 1));
    const [sms] = kit.termii.received.slice(before);
    expect(sms).toMatchObject({ channel: 'dnd', from: kit.termii.senderId });
    expect(sms!.body).toMatchObject({ type: 'plain', api_key: kit.termii.apiKey });
    expect(sms!.sms).toBe(
      `Study in China Admissions: Dear Kemi, your application needs corrections by 31 December 2999. See what to do: ${t.config.WEB_URL}/dashboard/applications/${student.applicationId}`,
    );
    expect((await kit.termii.report(sms!.messageId, 'Delivered')).status).toBe(200);
    await jobsSettled(t.app);
    const alerts = await t.app.prisma.alert.findMany({ where: { providerId: sms!.messageId } });
    expect(alerts).toMatchObject([{ channel: 'sms', state: 'delivered', kind: 'correction' }]);
  });
});

describe('a payment confirmed', () => {
  it('is told by SMS with the amount and the link, in the transaction that settles it', async () => {
    await setRates(t.app);
    const { slug } = await feeProgramme(t.app);
    const student = await applyTo(t.app, slug, 'Zainab');
    await turnOn(t.app, student.authorization, sims(), 'sms', newPhone());
    const invoice = await invoiceOf(t.app, student.applicationId);
    const payment = await recordPayment(t.app, invoice.id, {
      method: 'bank_transfer',
      status: 'pending',
      amount: FEE_TOTAL_KOBO,
    });
    const before = kit.termii.received.length;
    await request(t.app.server)
      .post(`${ADMIN_API}/payments/${payment.id}/confirm`)
      .set('Authorization', staff.authorization)
      .send({ amount: FEE_TOTAL_KOBO })
      .expect(200);
    await until(() => expect(kit.termii.received.length).toBe(before + 1));
    expect(kit.termii.received.at(-1)!.sms).toBe(
      `Study in China Admissions: Dear Zainab, we received your payment of ₦360,192.86. Thank you! ${t.config.WEB_URL}/dashboard/applications/${student.applicationId}`,
    );
    const alerts = await t.app.prisma.alert.findMany({ where: { eventKey: `payment:${payment.id}` } });
    expect(alerts.map((a) => [a.channel, a.kind])).toEqual([['sms', 'payment']]);
  });
});

describe('signed webhooks', () => {
  it('refuses a receipt with a bad or missing signature with 401 and changes nothing', async () => {
    const student = await createSubmittedApplication(t.app, 'Sade');
    await turnOn(t.app, student.authorization, sims(), 'whatsapp', newPhone());
    const before = kit.whatsapp.received.length;
    await changeStatus(student.applicationId, { status: 'under_review', message: 'Signed.' });
    await until(() => expect(kit.whatsapp.received.length).toBe(before + 1));
    await jobsSettled(t.app);
    const id = kit.whatsapp.received.at(-1)!.id;
    const body = kit.whatsapp.statusBody(id, 'read');
    const forged = await kit.whatsapp.deliver(body, kit.whatsapp.sign(body, 'not-the-app-secret'));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect((await kit.whatsapp.deliver(body, null)).status).toBe(401);
    // A valid signature over other bytes does not pass either.
    expect((await kit.whatsapp.deliver(body.replace('"read"', '"failed"'), kit.whatsapp.sign(body))).status).toBe(401);
    const termiiBody = JSON.stringify({ type: 'inbound', sender: '2348000000000', message: 'STOP' });
    expect((await kit.termii.deliver(termiiBody, kit.termii.sign(termiiBody, 'wrong'))).status).toBe(401);
    await jobsSettled(t.app);
    expect((await alertsOf(student.applicationId)).find((a) => a.channel === 'whatsapp')?.state).toBe('sent');
  });
});

describe('STOP and blocks reported by the providers', () => {
  it('turns WhatsApp off when the student replies STOP; the next alert goes by e-mail', async () => {
    const student = await createSubmittedApplication(t.app, 'Ngozi');
    const phone = newPhone();
    await turnOn(t.app, student.authorization, sims(), 'whatsapp', phone);
    expect((await kit.whatsapp.incoming(digits(phone), 'Stop')).status).toBe(200);
    await jobsSettled(t.app);
    const settings = await request(t.app.server).get(ALERTS_API).set('Authorization', student.authorization);
    expect(settings.body.alerts).toMatchObject({
      whatsapp: false,
      channels: { whatsapp: { state: 'off', consentAt: null, stoppedAt: expect.any(String) } },
    });
    const before = kit.whatsapp.received.length;
    await changeStatus(student.applicationId, { status: 'under_review', message: 'After stop.' });
    await smtp.waitFor((m) => m.to.includes(student.user.email) && m.text.includes('After stop.'));
    await jobsSettled(t.app);
    expect(kit.whatsapp.received.length).toBe(before);
  });

  it('turns WhatsApp off when a message fails because the student blocked us, and the e-mail goes', async () => {
    const student = await createSubmittedApplication(t.app, 'Uche');
    await turnOn(t.app, student.authorization, sims(), 'whatsapp', newPhone());
    const before = kit.whatsapp.received.length;
    await changeStatus(student.applicationId, { status: 'under_review', message: 'Blocked.' });
    await until(() => expect(kit.whatsapp.received.length).toBe(before + 1));
    await jobsSettled(t.app);
    await kit.whatsapp.status(kit.whatsapp.received.at(-1)!.id, 'failed', [
      { code: 131026, title: 'Message undeliverable' },
    ]);
    await smtp.waitFor((m) => m.to.includes(student.user.email) && m.text.includes('Blocked.'));
    await jobsSettled(t.app);
    const settings = await t.app.prisma.alertSettings.findUniqueOrThrow({ where: { userId: student.user.id } });
    expect(settings.whatsappConsentAt).toBeNull();
    expect(settings.stopReason).toContain('131026');
  });

  it('turns SMS off when the student texts STOP', async () => {
    const student = await createSubmittedApplication(t.app, 'Ada');
    const phone = newPhone();
    await turnOn(t.app, student.authorization, sims(), 'sms', phone);
    expect((await kit.termii.inbound(digits(phone), 'STOP')).status).toBe(200);
    await jobsSettled(t.app);
    const settings = await request(t.app.server).get(ALERTS_API).set('Authorization', student.authorization);
    expect(settings.body.alerts).toMatchObject({ sms: false, channels: { sms: { state: 'off' } } });
  });
});

describe('staff free-form messages', () => {
  it('sends an SMS to a student who turned SMS on, audited; refuses a channel that is off and WhatsApp outside its window', async () => {
    const student = await createSubmittedApplication(t.app, 'Emeka');
    const phone = newPhone();
    await turnOn(t.app, student.authorization, sims(), 'sms', phone);
    const post = (body: Record<string, unknown>) =>
      request(t.app.server)
        .post(`${ADMIN_API}/applications/${student.applicationId}/alerts`)
        .set('Authorization', staff.authorization)
        .send(body);
    const before = kit.termii.received.length;
    const res = await post({ channel: 'sms', text: 'Please call us about your visa.' });
    expect(res.status).toBe(202);
    expect(res.body.alert).toMatchObject({ channel: 'sms', state: 'queued', kind: 'message' });
    await until(() => expect(kit.termii.received.length).toBe(before + 1));
    expect(kit.termii.received.at(-1)).toMatchObject({ to: digits(phone), sms: 'Please call us about your visa.' });
    const audit = await t.app.prisma.auditLog.findFirstOrThrow({
      where: { action: 'alert.message', applicationId: student.applicationId },
    });
    expect(audit).toMatchObject({ actorId: staff.user.id, meta: { channel: 'sms' } });

    const whatsapp = await post({ channel: 'whatsapp', text: 'Hello' });
    expect(whatsapp.status).toBe(409);
    expect(whatsapp.body).toMatchObject({ success: false, code: 'CONFLICT' });

    // Inside the 24 hours after the student wrote to us, WhatsApp takes a free-form text.
    await turnOn(t.app, student.authorization, sims(), 'whatsapp', phone, { sms: true });
    await kit.whatsapp.incoming(digits(phone), 'Hello, I have a question');
    await jobsSettled(t.app);
    const open = await post({ channel: 'whatsapp', text: 'Ask away!' });
    expect(open.status).toBe(202);
    await until(() => expect(kit.whatsapp.received.at(-1)).toMatchObject({ type: 'text', text: 'Ask away!' }));

    const student2 = await createSubmittedApplication(t.app, 'Obi');
    const off = await request(t.app.server)
      .post(`${ADMIN_API}/applications/${student2.applicationId}/alerts`)
      .set('Authorization', staff.authorization)
      .send({ channel: 'sms', text: 'Hi' });
    expect(off.status).toBe(409);
    const asStudent = await request(t.app.server)
      .post(`${ADMIN_API}/applications/${student.applicationId}/alerts`)
      .set('Authorization', student.authorization)
      .send({ channel: 'sms', text: 'Hi' });
    expect(asStudent.status).toBe(403);
  });
});
