import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALERTS_API, jobsSettled, turnOn, until, useAlertsApp } from '../../test/alerts-kit.js';
import { ADMIN_API, createStaff, createSubmittedApplication } from '../../test/back-office.js';
import { createApplicant } from '../../test/applicant.js';
import { createProgramme } from '../../test/catalogue-rows.js';
import { queueShortlistReminders } from './shortlist-reminders.js';
import { queueDueReminders } from './alert-events.js';

// Deadline reminders with an injected clock, and the limits of the codes that verify a phone
// (docs/decisions/0138-whatsapp-and-sms-alerts.md).
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let offset = 0;
const now = () => new Date(Date.now() + offset);
const kit = useAlertsApp({ now, config: { CODE_SENDS_PER_HOUR: '3' } });
const { t, smtp } = kit;
const sims = () => ({ whatsapp: kit.whatsapp, termii: kit.termii });
let staff: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  await kit.listen();
  staff = await createStaff(t.app);
});

/** A deadline as the English texts write it (mailDeadlineDay): "8 December 2026". */
const dayInWords = (at: number) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const requestCorrections = async (applicationId: string, day: string) => {
  await request(t.app.server)
    .post(`${ADMIN_API}/applications/${applicationId}/status`)
    .set('Authorization', staff.authorization)
    .send({ status: 'under_review', message: 'Reading.' })
    .expect(200);
  await request(t.app.server)
    .post(`${ADMIN_API}/applications/${applicationId}/status`)
    .set('Authorization', staff.authorization)
    .send({ status: 'action_required', message: 'Please fix your transcript.', deadline: day })
    .expect(200);
};
const remindAt = async (at: number) => {
  offset = at - Date.now();
  const queued = await queueDueReminders(t.app.prisma, t.app.mailer, now());
  await jobsSettled(t.app);
  return queued;
};
const reminders = (applicationId: string) =>
  t.app.prisma.alert.findMany({ where: { applicationId, kind: 'reminder' }, orderBy: { createdAt: 'asc' } });

describe('reminders before a correction deadline', () => {
  it('fire 3 days and 1 day before, once each, by WhatsApp for a student who turned it on and by e-mail otherwise', async () => {
    offset = 0;
    const onWhatsapp = await createSubmittedApplication(t.app, 'Ayo');
    const mailOnly = await createSubmittedApplication(t.app, 'Chidi');
    await turnOn(t.app, onWhatsapp.authorization, sims(), 'whatsapp', '+234 805 000 1111');
    const day = dayIn(10);
    await requestCorrections(onWhatsapp.applicationId, day);
    await requestCorrections(mailOnly.applicationId, day);
    await jobsSettled(t.app);
    const deadline = Date.parse(`${day}T23:59:59.999Z`);
    const url = `${t.config.WEB_URL}/dashboard/applications/${onWhatsapp.applicationId}`;
    const dayText = dayInWords(deadline);

    expect(await remindAt(deadline - 4 * DAY)).toBe(0);
    const before = kit.whatsapp.received.length;
    expect(await remindAt(deadline - 3 * DAY + HOUR)).toBe(2);
    await until(() => expect(kit.whatsapp.received.length).toBe(before + 1));
    expect(kit.whatsapp.received.at(-1)!.template).toEqual({
      name: 'correction_reminder',
      language: 'en',
      params: ['Ayo', '3', dayText, url],
      buttons: [],
    });
    const mail = await smtp.waitFor((m) => m.to.includes(mailOnly.user.email) && m.subject.startsWith('Reminder'));
    expect(mail.subject).toBe(`Reminder: your corrections are due by ${dayText}`);
    expect(mail.text).toContain('due in 3 days');
    // Again the same day: nothing new.
    expect(await remindAt(deadline - 3 * DAY + 2 * HOUR)).toBe(0);
    expect(await remindAt(deadline - 2 * DAY)).toBe(0);

    expect(await remindAt(deadline - 20 * HOUR)).toBe(2);
    await until(() => expect(kit.whatsapp.received.length).toBe(before + 2));
    expect(kit.whatsapp.received.at(-1)!.template?.params).toEqual(['Ayo', '1', dayText, url]);
    await smtp.waitFor((m) => m.to.includes(mailOnly.user.email) && m.text.includes('due in 1 day,'));
    expect(await remindAt(deadline + HOUR)).toBe(0);

    expect((await reminders(onWhatsapp.applicationId)).map((a) => [a.channel, a.eventKey.split(':')[0]])).toEqual(
      expect.arrayContaining([
        ['whatsapp', 'reminder3'],
        ['email', 'reminder3'],
        ['whatsapp', 'reminder1'],
        ['email', 'reminder1'],
      ]),
    );
    expect(smtp.to(mailOnly.user.email).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(2);
  });

  it('skips the 3-day reminder of a request that gave less time than that', async () => {
    offset = 0;
    const student = await createSubmittedApplication(t.app, 'Dayo');
    const day = dayIn(2);
    await requestCorrections(student.applicationId, day);
    const deadline = Date.parse(`${day}T23:59:59.999Z`);
    await remindAt(Date.now() + HOUR);
    expect(await reminders(student.applicationId)).toEqual([]);
    await remindAt(deadline - 20 * HOUR);
    expect((await reminders(student.applicationId)).map((a) => a.eventKey.split(':')[0])).toEqual(['reminder1']);
  });
});

describe("reminders before a shortlisted programme's application deadline", () => {
  const shortlistAt = async (at: number) => {
    offset = at - Date.now();
    const queued = await queueShortlistReminders(t.app.prisma, t.app.mailer, now());
    await jobsSettled(t.app);
    return queued;
  };
  const save = (authorization: string, programmeId: number) =>
    request(t.app.server).put(`/api/v1/user/shortlist/${programmeId}`).set('Authorization', authorization).expect(200);

  it('fire 3 days and 1 day before, once each, to those who saved it and have not applied, on WhatsApp or by e-mail', async () => {
    offset = 0;
    const deadline = Date.parse(`${dayIn(10)}T23:59:59.999Z`);
    const programme = await createProgramme(t.app.prisma, {
      title: 'Civil Engineering (BEng)',
      intakes: [{ start: '2027-09', deadline: new Date(deadline) }],
    });
    const onWhatsapp = await createApplicant(t.app, 'Bisi');
    const mailOnly = await createApplicant(t.app, 'Emeka');
    const notSaved = await createApplicant(t.app, 'Funmi');
    await turnOn(t.app, onWhatsapp.authorization, sims(), 'whatsapp', '+234 805 000 2222');
    await save(onWhatsapp.authorization, programme.id);
    await save(mailOnly.authorization, programme.id);
    const url = `${t.config.WEB_URL}/programmes/${programme.slug}`;
    const dayText = dayInWords(deadline);

    expect(await shortlistAt(deadline - 4 * DAY)).toBe(0);
    const before = kit.whatsapp.received.length;
    expect(await shortlistAt(deadline - 3 * DAY + HOUR)).toBe(2);
    await until(() => expect(kit.whatsapp.received.length).toBe(before + 1));
    expect(kit.whatsapp.received.at(-1)!.template).toEqual({
      name: 'programme_deadline_reminder',
      language: 'en',
      params: ['Bisi', 'Civil Engineering (BEng)', '3', dayText, url],
      buttons: [],
    });
    const mail = await smtp.waitFor((m) => m.to.includes(mailOnly.user.email) && m.subject.startsWith('Reminder'));
    expect(mail.subject).toBe(`Reminder: applications for Civil Engineering (BEng) close on ${dayText}`);
    expect(mail.text).toContain('close in 3 days');
    expect(mail.text).toContain(url);
    expect(await shortlistAt(deadline - 3 * DAY + 2 * HOUR)).toBe(0);

    // Emeka applies to it before the last day: no second reminder for him.
    // (an application made by the kit, given to him with the programme as its first choice)
    const submitted = await createSubmittedApplication(t.app, 'Gbenga');
    await t.app.prisma.application.update({
      where: { id: submitted.applicationId },
      data: { userId: mailOnly.user.id, programmeFirstChoice: programme.slug },
    });
    expect(await shortlistAt(deadline - 20 * HOUR)).toBe(1);
    await until(() => expect(kit.whatsapp.received.length).toBe(before + 2));
    expect(kit.whatsapp.received.at(-1)!.template?.params).toEqual([
      'Bisi',
      'Civil Engineering (BEng)',
      '1',
      dayText,
      url,
    ]);
    expect(await shortlistAt(deadline + HOUR)).toBe(0);

    expect(smtp.to(mailOnly.user.email).filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(1);
    expect(smtp.to(notSaved.user.email)).toEqual([]);
  });

  it('skips the 3-day reminder of a programme saved when less time was left, and intakes closed by staff', async () => {
    const deadline = Date.now() + 2 * DAY;
    const programme = await createProgramme(t.app.prisma, {
      title: 'Economics (BA)',
      intakes: [{ start: '2027-09', deadline: new Date(deadline) }],
    });
    const closed = await createProgramme(t.app.prisma, {
      title: 'Law (LLB)',
      intakes: [{ start: '2027-09', deadline: new Date(deadline), closed: true }],
    });
    const student = await createApplicant(t.app, 'Hauwa');
    offset = 0;
    await save(student.authorization, programme.id);
    await save(student.authorization, closed.id);
    expect(await shortlistAt(Date.now() + HOUR)).toBe(0);
    expect(await shortlistAt(deadline - 20 * HOUR)).toBe(1);
    const keys = await t.app.prisma.alert.findMany({ where: { userId: student.user.id }, select: { eventKey: true } });
    expect(keys.map((k) => k.eventKey.split(':')[0])).toEqual(['deadline1']);
  });
});

describe('the codes that verify a phone', () => {
  const put = (authorization: string, body: Record<string, unknown>) =>
    request(t.app.server).put(ALERTS_API).set('Authorization', authorization).send(body);
  const verify = (authorization: string, code: string) =>
    request(t.app.server)
      .post(`${ALERTS_API}/verify`)
      .set('Authorization', authorization)
      .send({ channel: 'sms', code });
  const lastCode = () => /is (\d{6})/.exec(kit.termii.received.at(-1)!.sms)![1]!;

  it('refuse a wrong phone, a code never asked for, a new code within 30 seconds, and lock after 5 wrong tries', async () => {
    offset = 0;
    const student = await createSubmittedApplication(t.app, 'Efe');
    expect((await request(t.app.server).get(ALERTS_API)).status).toBe(401);
    const bad = await put(student.authorization, { whatsapp: false, sms: true, phone: '0803 123 4567' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: { phone: expect.any(Array) } });
    expect((await verify(student.authorization, '123456')).status).toBe(409);

    const before = kit.termii.received.length;
    const on = await put(student.authorization, { whatsapp: false, sms: true, phone: '+234 806 000 2222' });
    expect(on.status).toBe(200);
    expect(on.body.message).toBe('We sent a 6-digit code to +2348060002222 by SMS: enter it to turn SMS alerts on.');
    expect(on.body.alerts.channels.sms.state).toBe('pending');
    await until(() => expect(kit.termii.received.length).toBe(before + 1));
    expect(kit.termii.received.at(-1)!.to).toBe('2348060002222');
    const code = lastCode();

    await put(student.authorization, { whatsapp: false, sms: false });
    const soon = await put(student.authorization, { whatsapp: false, sms: true });
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('RESEND_TOO_SOON');

    offset += 31_000;
    await put(student.authorization, { whatsapp: false, sms: true }).expect(200);
    await until(() => expect(kit.termii.received.length).toBe(before + 2));
    const fresh = lastCode();
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) expect((await verify(student.authorization, wrong)).body.code).toBe('CODE_INVALID');
    expect((await verify(student.authorization, wrong)).body.code).toBe('CODE_LOCKED');
    expect((await verify(student.authorization, fresh)).body.code).toBe('CODE_LOCKED');
    // The older code died when the new one was sent.
    expect((await verify(student.authorization, code)).status).toBe(422);
  });

  it('stop sending codes past the hourly ceiling of e-mail codes (CODE_SENDS_PER_HOUR)', async () => {
    offset = 0;
    const student = await createSubmittedApplication(t.app, 'Funmi');
    for (let i = 1; i <= 3; i += 1) {
      offset += 31_000;
      await put(student.authorization, { whatsapp: false, sms: false, phone: '+234 807 000 3333' });
      const res = await put(student.authorization, { whatsapp: false, sms: true });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    offset += 31_000;
    await put(student.authorization, { whatsapp: false, sms: false });
    const locked = await put(student.authorization, { whatsapp: false, sms: true });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('ACCOUNT_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    offset += 2 * HOUR;
    await jobsSettled(t.app);
    const sent = kit.termii.received.length;
    expect((await put(student.authorization, { whatsapp: false, sms: true })).status).toBe(200);
    await until(() => expect(kit.termii.received.length).toBe(sent + 1));
    expect(kit.termii.received.at(-1)!.to).toBe('2348070003333');
    const ok = await verify(student.authorization, lastCode());
    expect(ok.status).toBe(200);
    expect(ok.body.alerts).toMatchObject({ sms: true, channels: { sms: { state: 'on' } } });
    // The consent's time is the injected clock's, hours ahead of the real one.
    expect(Math.abs(Date.parse(ok.body.alerts.channels.sms.consentAt) - now().getTime())).toBeLessThan(60_000);
  });
});
