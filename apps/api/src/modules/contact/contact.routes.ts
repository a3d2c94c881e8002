import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactBodySchema,
  errorResponseSchema,
  messageResponseSchema,
  parseWithFieldErrors,
  unauthenticatedResponseSchema,
  sameText,
  text,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import { multipartFieldsToBody } from '../../plugins/multipart.js';
import { createContactService } from './contact.service.js';

/** Messages per account and hour: every one lands in the company inbox, so a runaway client must not flood it. */
export const CONTACT_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 };

/** POST /contact-us/send-message: multipart (docs/product.md#api-contact), JSON or a plain urlencoded form. */
export const contactRoutes: FastifyPluginAsyncZod<{ inbox: string }> = async (app, { inbox }) => {
  const service = createContactService({ prisma: app.prisma, mailer: app.mailer, inbox, log: app.log });
  const limiter = app.limiter({ ...CONTACT_LIMIT, key: (request) => `contact:${request.account.id}` });

  app.post(
    '/contact-us/send-message',
    {
      // onRequest: docs/product.md#contact-page shows a 401 for a missing token before any field check.
      onRequest: [app.authenticate, (request, reply) => limiter.hit(request, reply)],
      preValidation: multipartFieldsToBody,
      // The body is checked in the handler, so the 422 can put the product's texts in the product's order (below).
      attachValidation: true,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the company (body as messageContent or message)',
        consumes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'],
        body: contactBodySchema,
        response: {
          200: messageResponseSchema,
          401: unauthenticatedResponseSchema,
          413: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const parsed = parseWithFieldErrors(contactBodySchema, request.body ?? {});
      if (!parsed.ok) {
        // docs/product.md#contact-page checks emptiness first, then the e-mail pattern: the headline follows that order.
        const required = text('validation.CONTACT_ALL_FIELDS_REQUIRED');
        const messages = Object.values(parsed.errors).flat();
        const message = messages.some((known) => sameText(known, required)) ? required : (messages[0] ?? required);
        throw new HttpError(422, 'VALIDATION_FAILED', message, parsed.errors);
      }
      await service.send(request.account, parsed.data);
      return { success: true as const, message: request.render(text('answers.CONTACT_SENT')) };
    },
  );
};
