import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decryptUserBodySchema, decryptUserResponseSchema, errorResponseSchema, text } from '@studychina/contracts';
import type { AccountContext } from './account-context.js';

/** POST /decrypt-user: the /google-success link's payload, once, for { token, user }. */
export const decryptUserRoute: FastifyPluginAsyncZod<{ context: AccountContext }> = async (app, { context }) => {
  const { handoffs, limits } = context;

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
    async (request) => ({
      success: true as const,
      message: request.render(text('answers.GOOGLE_LOGIN_SUCCESS')),
      ...(await handoffs.exchange(request.body.encrypted)),
    }),
  );
};
