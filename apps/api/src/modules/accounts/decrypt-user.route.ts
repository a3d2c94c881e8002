import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GOOGLE_LOGIN_SUCCESS,
  HANDOFF_EXPIRED,
  HANDOFF_INVALID,
  HANDOFF_USED,
  decryptUserBodySchema,
  decryptUserResponseSchema,
  errorResponseSchema,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import type { AccountContext } from './account-context.js';
import { openHandoff } from './handoff.js';
import { isUniqueViolation, toPublicUser } from './users.service.js';

/** POST /decrypt-user: the /google-success link's payload, once, for { token, user }. */
export const decryptUserRoute: FastifyPluginAsyncZod<{ context: AccountContext }> = async (app, { context }) => {
  const { users, limits, handoffKey } = context;

  app.post(
    '/decrypt-user',
    {
      preHandler: limits.decryptUser,
      schema: {
        tags: ['accounts'],
        summary: 'Exchange the Google handoff (single use, 120 s) for a token and the user',
        body: decryptUserBodySchema,
        response: {
          200: decryptUserResponseSchema,
          400: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const now = app.now();
      const opened = openHandoff(handoffKey, request.body.encrypted, now);
      // 400, never 500: a bad link is the client's problem, and each case gets its own clear text.
      if (!opened.ok)
        throw opened.reason === 'expired'
          ? new HttpError(400, 'HANDOFF_EXPIRED', HANDOFF_EXPIRED)
          : new HttpError(400, 'HANDOFF_INVALID', HANDOFF_INVALID);
      const { id, sub, exp } = opened.claims;

      // Expired ids can go: their payloads are refused by their expiry before this table is consulted.
      await app.prisma.consumedHandoff.deleteMany({ where: { expiresAt: { lt: now } } });
      try {
        await app.prisma.consumedHandoff.create({ data: { id, expiresAt: new Date(exp), consumedAt: now } });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(400, 'HANDOFF_USED', HANDOFF_USED);
        throw error;
      }
      const user = await users.findById(sub);
      if (!user) throw new HttpError(400, 'HANDOFF_INVALID', HANDOFF_INVALID);
      return {
        success: true as const,
        message: GOOGLE_LOGIN_SUCCESS,
        token: app.issueToken(user),
        user: toPublicUser(user),
      };
    },
  );
};
