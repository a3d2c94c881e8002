import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  messageResponseSchema,
  staffAccountResponseSchema,
  staffInviteBodySchema,
  staffListResponseSchema,
  staffParamsSchema,
  staffPermissionsBodySchema,
} from '@studychina/contracts';
import { auditContextOf } from '../../plugins/roles.js';
import type { Config } from '../../config.js';
import { createInvitations } from '../accounts/invitation.js';
import { createStaffService } from './staff.service.js';
import { resetStaffSecondFactor } from './staff-mfa-reset.js';

const refusals = { 401: errorResponseSchema, 403: errorResponseSchema };

/** /admin/staff: staff accounts, admins only (docs/product.md#back-office-staff-accounts). */
export const staffRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('onRequest', app.requireAdmin);
  const staff = createStaffService({
    prisma: app.prisma,
    mailer: app.mailer,
    invitations: createInvitations(app.prisma, config.OTP_SECRET, app.now),
    webUrl: config.WEB_URL,
    invitationTtlHours: config.INVITATION_TTL_HOURS,
    now: app.now,
  });

  app.get(
    '/staff',
    {
      schema: {
        tags: ['back office'],
        summary: 'Staff and admin accounts (admins only)',
        response: { 200: staffListResponseSchema, ...refusals },
      },
    },
    async () => ({ success: true as const, data: await staff.list() }),
  );

  app.post(
    '/staff',
    {
      schema: {
        tags: ['back office'],
        summary:
          'Invite a staff member or admin: an account without password and a single-use link, mailed by the job worker',
        body: staffInviteBodySchema,
        response: { 201: staffAccountResponseSchema, ...refusals, 422: errorResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await staff.invite(request.body, auditContextOf(request))),
  );

  app.post(
    '/staff/:id/invitation',
    {
      schema: {
        tags: ['back office'],
        summary:
          'Send an invited account (no password set yet) a new link; the old one dies. 409 for an active or disabled account',
        params: staffParamsSchema,
        response: { 200: staffAccountResponseSchema, ...refusals, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => staff.resendInvitation(request.params.id, auditContextOf(request)),
  );

  app.put(
    '/staff/:id/permissions',
    {
      schema: {
        tags: ['back office'],
        summary:
          "Set a staff member's permissions (the whole set: `editor` edits and publishes content); audited with before and after",
        params: staffParamsSchema,
        body: staffPermissionsBodySchema,
        response: { 200: staffAccountResponseSchema, ...refusals, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => staff.setPermissions(request.params.id, request.body.permissions, auditContextOf(request)),
  );

  app.post(
    '/staff/:id/disable',
    {
      schema: {
        tags: ['back office'],
        summary: 'Disable a staff account: its tokens stop working at once (not your own)',
        params: staffParamsSchema,
        response: { 200: staffAccountResponseSchema, ...refusals, 404: errorResponseSchema },
      },
    },
    async (request) => staff.disable(request.params.id, auditContextOf(request)),
  );

  app.post(
    '/staff/:id/enable',
    {
      schema: {
        tags: ['back office'],
        summary: 'Enable a disabled staff account again',
        params: staffParamsSchema,
        response: { 200: staffAccountResponseSchema, ...refusals, 404: errorResponseSchema },
      },
    },
    async (request) => staff.enable(request.params.id, auditContextOf(request)),
  );

  app.post(
    '/staff/:id/mfa/reset',
    {
      schema: {
        tags: ['back office'],
        summary:
          "Reset a member's second factor (lost phone): key and recovery codes removed, every token and session ends, audited, the member mailed",
        params: staffParamsSchema,
        response: { 200: messageResponseSchema, ...refusals, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const answer = await resetStaffSecondFactor(
        { prisma: app.prisma, mailer: app.mailer, webUrl: config.WEB_URL },
        request.params.id,
        auditContextOf(request),
      );
      return { ...answer, message: request.render(answer.message) };
    },
  );
};
