import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  FORBIDDEN_MESSAGE,
  TEMPLATE_MESSAGE_FR_REQUIRED_MESSAGE,
  TEMPLATE_NOT_FOUND_MESSAGE,
  TEMPLATE_STATUSES,
  TEMPLATE_STATUS_INVALID_MESSAGE,
  TEMPLATE_TITLE_REQUIRED_MESSAGE,
  messageTemplateListResponseSchema,
  messageTemplateResponseSchema,
} from '@studychina/contracts';
import { prismaPaths } from '../../config.js';
import { createApplicant } from '../../test/applicant.js';
import { ADMIN_API, createStaff, useBackOfficeApp } from '../../test/back-office.js';

// Issue 34: message templates for status changes, in English and French; staff read, admins write.
const { t } = useBackOfficeApp();

const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, authorization?: string) => {
  const call = request(t.app.server)[method](`${ADMIN_API}${path}`);
  return authorization ? call.set('Authorization', authorization) : call;
};
const BODY = {
  status: 'action_required',
  title: 'Signature missing',
  messageEn: 'Please sign the form and upload it again.',
  messageFr: 'Merci de signer le formulaire et de le déposer à nouveau.',
};
const auditOf = (targetId: string) =>
  t.app.prisma.auditLog.findMany({ where: { targetType: 'template', targetId }, orderBy: { id: 'asc' } });

describe('/admin/templates', () => {
  it('an admin adds, changes and deletes a template; each change is audited with who made it', async () => {
    const admin = await createStaff(t.app, 'admin', 'Ngozi');
    const created = await api('post', '/templates', admin.authorization).send(BODY).expect(201);
    const { template } = messageTemplateResponseSchema.parse(created.body);
    expect(template).toMatchObject({ ...BODY, position: 0, updatedBy: { id: admin.user.id, firstname: 'Ngozi' } });
    // A second one of the same status goes after it.
    const second = await api('post', '/templates', admin.authorization)
      .send({ ...BODY, title: 'Bank statement too old' })
      .expect(201);
    expect(second.body.template.position).toBe(1);

    const changed = await api('put', `/templates/${template.id}`, admin.authorization)
      .send({ ...BODY, title: '  Sign the form  ', position: 5 })
      .expect(200);
    expect(changed.body).toMatchObject({
      message: 'Template saved.',
      template: { title: 'Sign the form', position: 5 },
    });

    const list = messageTemplateListResponseSchema.parse((await api('get', '/templates', admin.authorization)).body);
    const mine = list.data.filter((row) => row.status === 'action_required').map((row) => row.title);
    expect(mine.indexOf('Bank statement too old')).toBeLessThan(mine.indexOf('Sign the form'));

    await api('delete', `/templates/${template.id}`, admin.authorization).expect(200, {
      success: true,
      message: 'Template deleted.',
    });
    await api('delete', `/templates/${template.id}`, admin.authorization).expect(404);
    expect(await t.app.prisma.messageTemplate.findUnique({ where: { id: template.id } })).toBeNull();
    expect((await auditOf(template.id)).map((row) => [row.action, row.actorId])).toEqual([
      ['template.create', admin.user.id],
      ['template.update', admin.user.id],
      ['template.delete', admin.user.id],
    ]);
    // The audit page says which template, in words.
    const trail = await api('get', '/audit?action=template.update', admin.authorization).expect(200);
    expect(trail.body.data.map((row: { summary: string }) => row.summary)).toEqual([
      'Changed the template “Sign the form” (Action required (waiting for the student))',
    ]);
  });

  it('staff read the templates but cannot write them; students and visitors are refused', async () => {
    const admin = await createStaff(t.app, 'admin');
    const staff = await createStaff(t.app, 'staff');
    const { template } = (await api('post', '/templates', admin.authorization).send(BODY).expect(201)).body as {
      template: { id: string };
    };
    const list = await api('get', '/templates', staff.authorization).expect(200);
    expect(messageTemplateListResponseSchema.parse(list.body).data.map((row) => row.id)).toContain(template.id);
    for (const call of [
      api('post', '/templates', staff.authorization).send(BODY),
      api('put', `/templates/${template.id}`, staff.authorization).send(BODY),
      api('delete', `/templates/${template.id}`, staff.authorization),
    ])
      expect((await call.expect(403)).body).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
    const student = await createApplicant(t.app);
    await api('get', '/templates', student.authorization).expect(403);
    await api('get', '/templates').expect(401);
    expect(await auditOf(template.id)).toHaveLength(1);
  });

  it('refuses a status staff never move to, and an empty title or message, naming the field', async () => {
    const admin = await createStaff(t.app, 'admin');
    for (const status of ['withdrawn', 'submitted', 'paused']) {
      const res = await api('post', '/templates', admin.authorization)
        .send({ ...BODY, status })
        .expect(422);
      expect(res.body.errors).toEqual({ status: [TEMPLATE_STATUS_INVALID_MESSAGE] });
    }
    const blank = await api('post', '/templates', admin.authorization)
      .send({ ...BODY, title: '  ', messageFr: '' })
      .expect(422);
    expect(blank.body.errors).toEqual({
      title: [TEMPLATE_TITLE_REQUIRED_MESSAGE],
      messageFr: [TEMPLATE_MESSAGE_FR_REQUIRED_MESSAGE],
    });
    await api('put', '/templates/00000000-0000-4000-8000-000000000000', admin.authorization)
      .send(BODY)
      .expect(404, { success: false, code: 'NOT_FOUND', message: TEMPLATE_NOT_FOUND_MESSAGE });
    await api('put', '/templates/not-an-id', admin.authorization).send(BODY).expect(404);
  });

  it('the seed loads templates in both languages for every status staff move to, only into an empty table', async () => {
    await t.app.prisma.messageTemplate.deleteMany();
    const first = await t.app.catalog.seed(prismaPaths.seedDir);
    expect(first.templates).toBeGreaterThanOrEqual(TEMPLATE_STATUSES.length);
    const rows = await t.app.prisma.messageTemplate.findMany();
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(TEMPLATE_STATUSES));
    for (const row of rows) {
      expect(row.messageEn.length).toBeGreaterThan(20);
      expect(row.messageFr.length).toBeGreaterThan(20);
      expect(row.messageFr).not.toBe(row.messageEn);
    }
    expect((await t.app.catalog.seed(prismaPaths.seedDir)).templates).toBe(0);
  });
});
