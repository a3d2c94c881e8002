import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A verified user made directly in the database, with a Bearer token for them (no account flow needed). */
export async function createApplicant(app: FastifyInstance, firstname = 'Ada') {
  const user = await app.prisma.user.create({
    data: {
      firstname,
      lastname: 'Obi',
      email: `${firstname.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`,
      emailVerifiedAt: new Date(),
    },
  });
  return { user, authorization: `Bearer ${app.issueToken(user)}` };
}
