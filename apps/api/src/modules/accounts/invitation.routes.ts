import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PASSWORD_SET_MESSAGE,
  errorResponseSchema,
  messageResponseSchema,
  setPasswordBodySchema,
} from '@studychina/contracts';
import type { AccountContext } from './account-context.js';

/**
 * POST /set-password: a staff invitation's link sets the first password
 * (docs/product.md#back-office-staff-accounts), with the registration's rules and texts; it works once.
 */
export const invitationRoutes: FastifyPluginAsyncZod<{ context: AccountContext }> = async (app, { context }) => {
  app.post(
    '/set-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set the password of an invited staff account with its single-use link token',
        body: setPasswordBodySchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await context.staffPasswords.setPassword(request.body.token, request.body.password);
      return { success: true as const, message: PASSWORD_SET_MESSAGE };
    },
  );
};
