import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { ADMIN_API, createStaff, createSubmittedApplication, useBackOfficeApp } from '../../test/back-office.js';
import { pdf } from '../../test/fixture-files.js';

// Who may call each back-office route of this branch (docs/product.md#back-office-statuses-and-workflow).
const { t } = useBackOfficeApp();
const UNAUTHENTICATED = { success: false, code: 'UNAUTHENTICATED', message: 'Unauthenticated.' };

let applicationId: string;
let fileId: string;
const tokens: Record<string, string | null> = {};
beforeAll(async () => {
  const submitted = await createSubmittedApplication(t.app, 'Roles');
  applicationId = submitted.applicationId;
  fileId = (await t.app.prisma.applicationFile.findFirstOrThrow({ where: { applicationId } })).id;
  tokens.none = null;
  tokens.dead = 'Bearer not-a-token';
  tokens.student = (await createApplicant(t.app, 'Student')).authorization;
  tokens.owner = submitted.authorization;
  tokens.staff = (await createStaff(t.app, 'staff')).authorization;
  tokens.admin = (await createStaff(t.app, 'admin')).authorization;
  const disabled = await createStaff(t.app, 'staff', 'Gone');
  await t.app.prisma.user.update({ where: { id: disabled.user.id }, data: { disabledAt: new Date() } });
  tokens.disabled = disabled.authorization;
});

/** Each route with a body that succeeds for staff (so a 2xx proves access, whatever the order of calls). */
const routes = () => [
  {
    name: 'status',
    path: `/applications/${applicationId}/status`,
    ok: 200,
    body: { status: 'submitted', message: 'x' },
  },
  {
    name: 'review',
    path: `/applications/${applicationId}/files/${fileId}/review`,
    ok: 200,
    body: { decision: 'accepted' },
  },
  { name: 'notes', path: `/applications/${applicationId}/notes`, ok: 201, body: { text: 'A note' } },
  { name: 'assign', path: `/applications/${applicationId}/assign`, ok: 200, body: { staffId: null } },
  { name: 'documents', path: `/applications/${applicationId}/documents`, ok: 201, file: true },
];

const call = (route: ReturnType<typeof routes>[number], token: string | null) => {
  let req = request(t.app.server).post(`${ADMIN_API}${route.path}`);
  if (token) req = req.set('Authorization', token);
  return route.file
    ? req.attach('file', pdf(), { filename: 'letter.pdf', contentType: 'application/pdf' })
    : req.send(route.body);
};

const ROUTE_NAMES = ['status', 'review', 'notes', 'assign', 'documents'];

describe('role table: every workflow route', () => {
  it.each(ROUTE_NAMES)('%s: no token, a dead token, a disabled staff token → 401', async (name) => {
    const route = routes().find((r) => r.name === name)!;
    for (const who of ['none', 'dead', 'disabled']) {
      const res = await call(route, tokens[who]!);
      expect(res.status, who).toBe(401);
      expect(res.body, who).toEqual(UNAUTHENTICATED);
    }
  });

  it.each(ROUTE_NAMES)('%s: a student (even the owner) → 403 FORBIDDEN', async (name) => {
    const route = routes().find((r) => r.name === name)!;
    for (const who of ['student', 'owner']) {
      const res = await call(route, tokens[who]!);
      expect(res.status, who).toBe(403);
      expect(res.body, who).toEqual({ success: false, code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
    }
  });

  it.each(ROUTE_NAMES)('%s: staff and admin → allowed', async (name) => {
    const route = routes().find((r) => r.name === name)!;
    // 'submitted' -> 'submitted' is no transition: use a legal one for the status route.
    for (const who of ['staff', 'admin']) {
      if (name === 'status') {
        await t.app.prisma.application.update({ where: { id: applicationId }, data: { status: 'submitted' } });
        route.body = { status: 'under_review', message: 'x' };
      }
      const res = await call(route, tokens[who]!);
      expect(res.status, `${who}: ${JSON.stringify(res.body)}`).toBe(route.ok);
    }
  });
});
