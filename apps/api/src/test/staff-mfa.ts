import { randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import request from 'supertest';
import type { Role } from '@studychina/contracts';

/** Helpers of the second factor's tests (docs/decisions/0134-staff-second-factor.md). */

export const STAFF_PASSWORD = 'staff-pass-2026';
const USER_API = '/api/v1/user';

/** A staff member (or admin, or student) with a password, who has not set up the second factor. */
export async function staffWithPassword(app: FastifyInstance, role: Role = 'staff') {
  return app.prisma.user.create({
    data: {
      firstname: 'Tolu',
      lastname: 'Staff',
      email: `${role}-${randomBytes(5).toString('hex')}@example.com`,
      emailVerifiedAt: new Date(),
      passwordHash: await bcrypt.hash(STAFF_PASSWORD, 4),
      role,
    },
  });
}

/** The code an authenticator app shows for `secret` at `at`. */
export const totpAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

export const bearer = (token: string) => `Bearer ${token}`;

export const login = (app: FastifyInstance, email: string, password = STAFF_PASSWORD) =>
  request(app.server).post(`${USER_API}/login`).send({ email, password });

export const mfaCall = (app: FastifyInstance, path: string, token: string, body?: object) =>
  request(app.server)
    .post(`${USER_API}/mfa/${path}`)
    .set('authorization', bearer(token))
    .send(body ?? {});

/** Password, setup, confirm at `now`: the secret, the recovery codes and a full token. */
export async function enrol(app: FastifyInstance, email: string, now: Date) {
  const pending = (await login(app, email).expect(200)).body.token as string;
  const { secret } = (await mfaCall(app, 'setup', pending).expect(200)).body as { secret: string };
  const confirmed = await mfaCall(app, 'confirm', pending, { code: await totpAt(secret, now) }).expect(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[], token: confirmed.body.token as string };
}
