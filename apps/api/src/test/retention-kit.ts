import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import type { ApplicationStatus, RetentionPreview } from '@studychina/contracts';
import { RETENTION_JOB } from '../modules/data-rights/retention.service.js';
import { ADMIN_API, createSubmittedApplication } from './back-office.js';

/** A test's movable clock (the app's `now`), starting at the real time. */
export function movableClock() {
  let current = new Date();
  return {
    now: () => new Date(current),
    set(at: Date) {
      current = new Date(at);
    },
  };
}

/**
 * A submitted application moved to `status` at `closedAt` (docs/decisions/0144-retention-of-closed-applications.md):
 * rejected by staff and withdrawn by the student through the API, admitted written in the database (the way there
 * needs a university's answer); then the closing event and the status' time are moved back to `closedAt`.
 */
export async function closedApplication(
  app: FastifyInstance,
  staffAuthorization: string,
  status: ApplicationStatus,
  closedAt: Date,
  firstname = 'Ada',
) {
  const submitted = await createSubmittedApplication(app, firstname);
  const { applicationId } = submitted;
  if (status === 'rejected')
    await request(app.server)
      .post(`${ADMIN_API}/applications/${applicationId}/status`)
      .set('Authorization', staffAuthorization)
      .send({ status: 'rejected', message: 'Not this year.' })
      .expect(200);
  else if (status === 'withdrawn')
    await request(app.server)
      .post(`/api/v1/user/applications/${applicationId}/withdraw`)
      .set('Authorization', submitted.authorization)
      .expect(200);
  else if (status !== 'submitted')
    await app.prisma.$transaction([
      app.prisma.application.update({ where: { id: applicationId }, data: { status } }),
      app.prisma.applicationEvent.create({
        data: { applicationId, fromStatus: 'forwarded_to_university', toStatus: status, message: 'Welcome.' },
      }),
    ]);
  await app.prisma.applicationEvent.updateMany({
    where: { applicationId, toStatus: status },
    data: { createdAt: closedAt },
  });
  await app.prisma.application.update({ where: { id: applicationId }, data: { statusChangedAt: closedAt } });
  return submitted;
}

/** GET /admin/retention as `authorization`. */
export async function retentionPreview(app: FastifyInstance, authorization: string): Promise<RetentionPreview> {
  const res = await request(app.server).get(`${ADMIN_API}/retention`).set('Authorization', authorization).expect(200);
  return (res.body as { data: RetentionPreview }).data;
}

/** The nightly job, run by the app's worker as its schedule would (the clock set to its slot first). */
export async function runRetention(app: FastifyInstance) {
  await app.jobs.add(app.prisma, RETENTION_JOB, {});
  await app.jobs.idle(RETENTION_JOB);
}
