import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  invoiceParamsSchema,
  invoiceResponseSchema,
  text,
  transferProofBodySchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { drainOnFailure } from '../../lib/drain-request.js';
import { HttpError } from '../../lib/http-error.js';
import { refuseOversizedUpload } from '../../plugins/multipart.js';
import { auditContextOf } from '../../plugins/roles.js';
import { declareTransfer, type TransferDeps } from './transfer.service.js';

/** Proofs sent per account and hour: a student resending after a rejection never meets it; a flood of files does. */
export const TRANSFER_PROOF_LIMIT = { max: 10, windowMs: 60 * 60_000 };

/**
 * The student says they paid an invoice by bank transfer and sends the bank's receipt
 * (docs/decisions/0130-bank-transfer-proof-and-confirmation.md).
 */
export const transferRoutes: FastifyPluginAsyncZod<{ deps: TransferDeps }> = async (app, { deps }) => {
  const limiter = app.limiter({ ...TRANSFER_PROOF_LIMIT, key: (request) => `transfer-proof:${request.account.id}` });
  const refusals = {
    400: errorResponseSchema,
    401: unauthenticatedResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
    413: errorResponseSchema,
    415: errorResponseSchema,
    422: errorResponseSchema,
    429: errorResponseSchema,
  };

  app.post(
    '/invoices/:id/transfer-proof',
    {
      // onRequest: a visitor without a valid token, or over the limit, is refused before any upload is read.
      onRequest: [app.authenticate, (request, reply) => limiter.hit(request, reply), refuseOversizedUpload],
      schema: {
        tags: ['payments'],
        summary:
          'Declare a bank transfer with its proof: a pending bank_transfer payment that counts once staff confirm it',
        description:
          'multipart/form-data: the proof in "file" (PDF, JPEG, PNG or WebP, judged by its bytes, within the upload ' +
          'size limit), optionally "amount" (minor units of the invoice’s currency; what is due when left out), ' +
          '"paidOn" (YYYY-MM-DD) and "payerName". Answers the invoice with the new payment. 409 ' +
          'BANK_TRANSFER_NOT_CONFIGURED while no bank account is set; 409 CONFLICT when nothing is due; another ' +
          "student's invoice: 404.",
        consumes: ['multipart/form-data'],
        params: invoiceParamsSchema,
        multipartBody: transferProofBodySchema,
        response: { 201: invoiceResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', text('errors.MULTIPART_REQUIRED'));
      const invoice = await drainOnFailure(request, reply, app.uploadLimits.requestBytes, () =>
        declareTransfer(deps, {
          invoiceId: request.params.id,
          parts: request.parts(),
          declaredBy: { userId: request.account.id },
          audit: auditContextOf(request),
          locale: request.locale,
        }),
      );
      return reply.code(201).send({ data: invoice });
    },
  );
};
