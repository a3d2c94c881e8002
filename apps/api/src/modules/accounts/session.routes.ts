import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  errorResponseSchema,
  loginBodySchema,
  meResponseSchema,
  unauthenticatedResponseSchema,
  text,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import { clientKey } from '../../plugins/rate-limit.js';
import type { AccountContext } from './account-context.js';
import { setPendingStep } from './pending-step.js';
import { toPublicUser } from './users.service.js';

/** POST /login and GET /me (docs/product.md#session). */
export const sessionRoutes: FastifyPluginAsyncZod<{ context: AccountContext }> = async (app, { context }) => {
  const { sessions } = context;

  app.post(
    '/login',
    {
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
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await sessions.login(clientKey(request), request.body.email, request.body.password);
      if (outcome.kind === 'refused') {
        throw new HttpError(401, 'INVALID_CREDENTIALS', text('answers.INVALID_CREDENTIALS'));
      }
      if (outcome.kind === 'disabled')
        throw new HttpError(403, 'ACCOUNT_DISABLED', text('studentPages.answers.ACCOUNT_DISABLED'));
      if (outcome.kind === 'unverified') {
        setPendingStep(reply, app.now, outcome.step);
        // Say a new code was sent only when one was (docs/product.md#login).
        const { delivery } = outcome;
        const message = delivery.sent
          ? text('answers.EMAIL_NOT_VERIFIED')
          : text('account.codeStillValid', { seconds: delivery.secondsLeft });
        throw new HttpError(403, 'EMAIL_NOT_VERIFIED', message);
      }
      return {
        success: true as const,
        message: request.render(text('answers.LOGIN_SUCCESS')),
        token: outcome.token,
        user: outcome.user,
        ...(outcome.mfa && { mfa: outcome.mfa }),
      };
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
