import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationParamsSchema,
  errorResponseSchema,
  staffAlertMessageBodySchema,
  staffAlertQueuedResponseSchema,
  text,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { auditContextOf } from '../../plugins/roles.js';
import { createStaffMessageService } from '../alerts/staff-message.service.js';

/** Free-form messages per staff member and hour: each costs money and reaches a student's phone. */
const STAFF_MESSAGE_LIMIT = { max: 30, windowMs: 60 * 60 * 1000 };

/**
 * POST /api/v1/admin/applications/:id/alerts: a free-form WhatsApp or SMS message to the student, within the providers'
 * rules, audited (docs/decisions/0138-whatsapp-and-sms-alerts.md).
 */
export const alertMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = createStaffMessageService({ prisma: app.prisma, now: app.now });
  const limiter = app.limiter({ ...STAFF_MESSAGE_LIMIT, key: (request) => `staff-alert:${request.account.id}` });
  app.post(
    '/applications/:id/alerts',
    {
      onRequest: (request, reply) => limiter.hit(request, reply),
      schema: {
        tags: ['back office'],
        summary:
          'A free-form WhatsApp or SMS message to the student: only on a channel they turned on (409 otherwise), WhatsApp only within 24 hours of their last message; queued and audited',
        security: [{ bearerAuth: [] }],
        params: applicationParamsSchema,
        body: staffAlertMessageBodySchema,
        response: {
          202: staffAlertQueuedResponseSchema,
          401: unauthenticatedResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const alert = await messages.send(request.params.id, request.body, auditContextOf(request));
      return reply.code(202).send({
        success: true as const,
        message: request.render(
          text('mail.alerts.staff.queued', { channel: request.body.channel === 'sms' ? 'SMS' : 'WhatsApp' }),
        ),
        alert,
      });
    },
  );
};
