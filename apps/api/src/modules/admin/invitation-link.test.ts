import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ADMIN_API, createStaff, mailTo, useBackOfficeApp } from '../../test/back-office.js';

// Issue 34: with WEB_URL unset, the links in mails point at the port the server listens on, not 3000.
const { t, smtp } = useBackOfficeApp({ PORT: '4321' });

describe('links without WEB_URL', () => {
  it('the invitation links to http://localhost:<PORT>/set-password', async () => {
    expect(t.config.WEB_URL).toBe('http://localhost:4321');
    const admin = await createStaff(t.app, 'admin');
    const email = `port.${Date.now().toString(36)}@example.com`;
    await request(t.app.server)
      .post(`${ADMIN_API}/staff`)
      .set('Authorization', admin.authorization)
      .send({ email, firstname: 'Port', lastname: 'Check', role: 'staff' })
      .expect(201);
    const mail = await mailTo(smtp, email, 'Your Study in China back-office account');
    expect(mail.text).toMatch(/^http:\/\/localhost:4321\/set-password\?token=\S+$/m);
    expect(mail.text).not.toContain('localhost:3000');
  });
});
