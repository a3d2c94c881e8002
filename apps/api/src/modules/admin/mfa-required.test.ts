import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ADMIN_API_PREFIX } from '@studychina/contracts';
import { createApplicant } from '../../test/applicant.js';
import { createStaff, useBackOfficeApp } from '../../test/back-office.js';
import { bearer, login, staffWithPassword } from '../../test/staff-mfa.js';

// The role table of the back office (docs/decisions/0134-staff-second-factor.md): EVERY staff route the app has
// registered, read from the app's own route list (its OpenAPI document), so a route added later is in it at once.
const { t } = useBackOfficeApp();
const ANY_ID = '00000000-0000-4000-8000-000000000000';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
function staffRoutes(): { method: Method; path: string }[] {
  const paths = (t.app.swagger() as { paths: Record<string, Partial<Record<Method, unknown>>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith(`${ADMIN_API_PREFIX}/`))
    .flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const)
        .filter((method) => item[method])
        .map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, ANY_ID) })),
    );
}
const call = ({ method, path }: { method: Method; path: string }, authorization?: string) => {
  const req = request(t.app.server)[method](path);
  return authorization ? req.set('authorization', authorization) : req;
};

describe('every staff route', () => {
  it('answers 401 MFA_REQUIRED to a staff token that has not passed the second factor, 403 to a student, 401 without a token', async () => {
    const routes = staffRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const admin = await staffWithPassword(t.app, 'admin');
    const pending = bearer((await login(t.app, admin.email).expect(200)).body.token as string);
    const student = await createApplicant(t.app);
    const refusals: string[] = [];
    const check = async (route: (typeof routes)[number]) => {
      const name = `${route.method.toUpperCase()} ${route.path}`;
      const [withPending, withStudent, without] = await Promise.all([
        call(route, pending),
        call(route, student.authorization),
        call(route),
      ]);
      if (withPending.status !== 401 || withPending.body.code !== 'MFA_REQUIRED')
        refusals.push(`${name}: pending token got ${withPending.status} ${withPending.body.code}`);
      if (withStudent.status !== 403) refusals.push(`${name}: student got ${withStudent.status}`);
      if (without.status !== 401 || without.body.code !== 'UNAUTHENTICATED')
        refusals.push(`${name}: no token got ${without.status}`);
    };
    for (let i = 0; i < routes.length; i += 8) await Promise.all(routes.slice(i, i + 8).map(check));
    expect(refusals).toEqual([]);
  }, 120_000);

  it("a full staff session reaches them (none answers 401), and a student's token made staff needs the second factor", async () => {
    const admin = await createStaff(t.app, 'admin');
    for (const route of staffRoutes().filter((r) => r.method === 'get'))
      expect((await call(route, admin.authorization)).status, route.path).not.toBe(401);
    const promoted = await createApplicant(t.app);
    await t.app.prisma.user.update({ where: { id: promoted.user.id }, data: { role: 'staff' } });
    const res = await request(t.app.server)
      .get(`${ADMIN_API_PREFIX}/applications`)
      .set('authorization', promoted.authorization);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('MFA_REQUIRED');
  });
});
