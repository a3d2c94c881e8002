import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TEMPLATE_CREATED_MESSAGE,
  TEMPLATE_DELETED_MESSAGE,
  TEMPLATE_UPDATED_MESSAGE,
  errorResponseSchema,
  messageResponseSchema,
  messageTemplateBodySchema,
  messageTemplateListResponseSchema,
  messageTemplateResponseSchema,
  templateParamsSchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { auditContextOf } from '../../plugins/roles.js';
import { createTemplatesService } from './templates.service.js';

const refusals = { 401: unauthenticatedResponseSchema, 403: errorResponseSchema } as const;
const security = [{ bearerAuth: [] }];

/**
 * /admin/templates (docs/product.md#back-office-message-templates): staff read them for the status panel's
 * picker; only admins add, change and delete them (audited as template.create, .update, .delete).
 */
export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const templates = createTemplatesService(app.prisma);

  app.get(
    '/templates',
    {
      schema: {
        tags: ['back office'],
        summary: 'Message templates for status changes, by status then position (staff and admins)',
        security,
        response: { 200: messageTemplateListResponseSchema, ...refusals },
      },
    },
    async () => ({ success: true as const, data: await templates.list() }),
  );

  app.post(
    '/templates',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back office'],
        summary: 'Add a message template, in English and French (admins)',
        security,
        body: messageTemplateBodySchema,
        response: { 201: messageTemplateResponseSchema, ...refusals, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const template = await templates.create(request.body, auditContextOf(request));
      return reply.code(201).send({ success: true as const, message: TEMPLATE_CREATED_MESSAGE, template });
    },
  );

  app.put(
    '/templates/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back office'],
        summary: 'Change a message template: the whole template is sent (admins)',
        security,
        params: templateParamsSchema,
        body: messageTemplateBodySchema,
        response: {
          200: messageTemplateResponseSchema,
          ...refusals,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const template = await templates.update(request.params.id, request.body, auditContextOf(request));
      return { success: true as const, message: TEMPLATE_UPDATED_MESSAGE, template };
    },
  );

  app.delete(
    '/templates/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['back office'],
        summary: 'Delete a message template (admins)',
        security,
        params: templateParamsSchema,
        response: { 200: messageResponseSchema, ...refusals, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await templates.remove(request.params.id, auditContextOf(request));
      return { success: true as const, message: TEMPLATE_DELETED_MESSAGE };
    },
  );
};
