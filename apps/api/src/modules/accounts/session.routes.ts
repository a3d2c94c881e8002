import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_NOT_VERIFIED,
  EMAIL_NOT_VERIFIED_MAIL_FAILED,
  INVALID_CREDENTIALS,
  LOGIN_SUCCESS,
  authResponseSchema,
  errorResponseSchema,
  loginBodySchema,
  meResponseSchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import type { AccountContext } from './account-context.js';
import { ResendTooSoon } from './otp.service.js';
import { setPendingStep } from './pending-step.js';
import { toPublicUser } from './users.service.js';

/** POST /login and GET /me (SPEC 4 "Session"). */
export const sessionRoutes: FastifyPluginAsyncZod<{ context: AccountContext }> = async (app, { context }) => {
  const { users, codes, limits } = context;

  app.post(
    '/login',
    {
      // Failures only are counted (after the handler decides); here a client already over the limit stops.
      preHandler: (request, reply) => limits.loginFailures.check(request, reply),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with e-mail and password',
        body: loginBodySchema,
        response: {
          200: authResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await users.checkPassword(await users.findByEmail(email), password);
      if (!user) {
        await limits.loginFailures.fail(request);
        // One answer for an unknown e-mail and a wrong password: it must not reveal which accounts exist.
        throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
      }
      if (!user.emailVerifiedAt) {
        // The right password, but the e-mail is unproven: a fresh code (unless one went out under 30 s
        // ago) and the pending-step cookie, so the web app can send the person to /verify-code.
        const sent = await codes.send(user, 'verify').catch((error: unknown) => {
          if (error instanceof ResendTooSoon) return true;
          throw error;
        });
        setPendingStep(reply, app.now, { purpose: 'verify', userId: user.id });
        throw new HttpError(403, 'EMAIL_NOT_VERIFIED', sent ? EMAIL_NOT_VERIFIED : EMAIL_NOT_VERIFIED_MAIL_FAILED);
      }
      return { success: true as const, message: LOGIN_SUCCESS, token: app.issueToken(user), user: toPublicUser(user) };
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user (Bearer token)',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, 401: unauthenticatedResponseSchema },
      },
    },
    async (request) => ({ user: toPublicUser(request.account) }),
  );
};
