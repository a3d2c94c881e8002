import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  localeBodySchema,
  localeResponseSchema,
  unauthenticatedResponseSchema,
  text,
} from '@studychina/contracts';

/**
 * PUT /user/locale (issue 17): the language the signed-in user chose in the header's switch, kept on the
 * account so their mails and the answers to requests naming no language follow it.
 */
export const localeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/locale',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: "Save the signed-in user's language (mails, answers)",
        security: [{ bearerAuth: [] }],
        body: localeBodySchema,
        response: { 200: localeResponseSchema, 401: unauthenticatedResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const { locale } = request.body;
      // The answer is in the language just chosen (unless the request itself names one).
      request.account = await app.prisma.user.update({ where: { id: request.account.id }, data: { locale } });
      return { success: true as const, message: request.render(text('answers.LOCALE_SAVED')), locale };
    },
  );
};
