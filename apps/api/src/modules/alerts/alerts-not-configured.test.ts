import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, createStaff, createSubmittedApplication, useBackOfficeApp } from '../../test/back-office.js';

// With no WhatsApp or Termii settings, students get e-mail only, as before (docs/decisions/0138-whatsapp-and-sms-alerts.md).
const { t, smtp } = useBackOfficeApp();
let staff: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  staff = await createStaff(t.app);
});

describe('alerts with no provider configured', () => {
  it('offers no channel, refuses turning one on, and mails the status change as before', async () => {
    const student = await createSubmittedApplication(t.app, 'Lola');
    const get = await request(t.app.server).get('/api/v1/user/alerts').set('Authorization', student.authorization);
    expect(get.status).toBe(200);
    expect(get.body.alerts).toEqual({
      whatsapp: false,
      sms: false,
      phone: null,
      channels: {
        whatsapp: { available: false, state: 'off', consentAt: null, stoppedAt: null },
        sms: { available: false, state: 'off', consentAt: null, stoppedAt: null },
      },
    });
    const put = await request(t.app.server)
      .put('/api/v1/user/alerts')
      .set('Authorization', student.authorization)
      .send({ whatsapp: true, sms: false, phone: '+234 801 234 5678' });
    expect(put.status).toBe(409);
    expect(put.body).toMatchObject({ success: false, code: 'CONFLICT', message: 'This channel is not available.' });

    await request(t.app.server)
      .post(`${ADMIN_API}/applications/${student.applicationId}/status`)
      .set('Authorization', staff.authorization)
      .send({ status: 'under_review', message: 'E-mail as ever.' })
      .expect(200);
    const mail = await smtp.waitFor((m) => m.to.includes(student.user.email) && m.text.includes('E-mail as ever.'));
    expect(mail.subject).toBe('Your application: Under review');

    const webhook = await request(t.app.server)
      .post('/api/v1/alerts/whatsapp/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', 'sha256=' + '0'.repeat(64))
      .send('{"object":"whatsapp_business_account","entry":[]}');
    expect(webhook.status).toBe(401);
    const handshake = await request(t.app.server).get(
      '/api/v1/alerts/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=42',
    );
    expect(handshake.status).toBe(403);
  });
});
