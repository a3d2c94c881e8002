import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmTransferBodySchema,
  errorResponseSchema,
  paymentParamsSchema,
  paymentSettingsBodySchema,
  paymentSettingsResponseSchema,
  rejectTransferBodySchema,
  transferDecisionResponseSchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { sendStoredFile } from '../../lib/stored-file-reply.js';
import { auditContextOf } from '../../plugins/roles.js';
import { createPaymentSettings } from './bank-details.js';
import { createTransfers, type TransferDeps } from './transfer.service.js';

const ACCESS = { 401: unauthenticatedResponseSchema, 403: errorResponseSchema } as const;
const security = [{ bearerAuth: [] }];
const tags = ['back office'];

/**
 * Staff's side of paying by bank transfer, under /api/v1/admin (docs/decisions/0130-bank-transfer-proof-and-confirmation.md):
 * the consultancy's bank details (admins write them, staff read them), and confirming or rejecting a declared
 * transfer after opening its proof. Staff and admins only: no token 401, a student 403.
 */
export const transferAdminRoutes: FastifyPluginAsyncZod<{ deps: TransferDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireStaff);
  const settings = createPaymentSettings(deps.prisma);
  const transfers = createTransfers(deps);

  app.get(
    '/payment-settings',
    {
      schema: {
        tags,
        summary: "The consultancy's bank account students pay by transfer into, and payment settings (staff read)",
        security,
        response: { 200: paymentSettingsResponseSchema, ...ACCESS },
      },
    },
    async () => ({ data: await settings.get() }),
  );

  app.put(
    '/payment-settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          'Set the bank account invoices offer (bank name, account name and number together, or all cleared to offer no transfer), admins only',
        security,
        body: paymentSettingsBodySchema,
        response: { 200: paymentSettingsResponseSchema, ...ACCESS, 422: errorResponseSchema },
      },
    },
    async (request) => ({ data: await settings.put(request.body, auditContextOf(request)) }),
  );

  app.post(
    '/payments/:id/confirm',
    {
      schema: {
        tags,
        summary:
          'Confirm a pending bank transfer for the amount that arrived (less than due: the invoice is part paid); the student is e-mailed',
        security,
        params: paymentParamsSchema,
        body: confirmTransferBodySchema,
        response: {
          200: transferDecisionResponseSchema,
          ...ACCESS,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: await transfers.confirm(request.params.id, request.body, auditContextOf(request)),
    }),
  );

  app.post(
    '/payments/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject the proof of a pending bank transfer with a reason the student reads; the student is e-mailed',
        security,
        params: paymentParamsSchema,
        body: rejectTransferBodySchema,
        response: {
          200: transferDecisionResponseSchema,
          ...ACCESS,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: await transfers.reject(request.params.id, request.body, auditContextOf(request)),
    }),
  );

  app.get(
    '/payments/:id/proof',
    {
      schema: {
        tags,
        summary: "A bank transfer's proof file, as uploaded (the opening is audited)",
        security,
        params: paymentParamsSchema,
        response: {
          200: z.string().meta({ format: 'binary', description: 'The file (PDF or image) as stored, sandboxed' }),
          ...ACCESS,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, deps.storage, await transfers.proof(request.params.id, auditContextOf(request))),
  );
};
