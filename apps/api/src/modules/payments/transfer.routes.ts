import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  invoiceParamsSchema,
  invoiceResponseSchema,
  payLinkParamsSchema,
  payLinkResponseSchema,
  text,
  transferProofBodySchema,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { drainOnFailure } from '../../lib/drain-request.js';
import { HttpError } from '../../lib/http-error.js';
import { refuseOversizedUpload } from '../../plugins/multipart.js';
import { clientKey } from '../../plugins/rate-limit.js';
import { auditContextOf } from '../../plugins/roles.js';
import { visitorAudit, type PayLinks } from './pay-link.service.js';
import { declareTransfer, type TransferDeps } from './transfer.service.js';

/** Proofs sent per account and hour: a student resending after a rejection never meets it; a flood of files does. */
export const TRANSFER_PROOF_LIMIT = { max: 10, windowMs: 60 * 60_000 };
/** Proofs sent on payment links per address and hour: a family's few tries, not a store for anyone's files. */
export const PAY_LINK_PROOF_LIMIT = { max: 10, windowMs: 60 * 60_000 };

/**
 * The student says they paid an invoice by bank transfer and sends the bank's receipt
 * (docs/decisions/0130-bank-transfer-proof-and-confirmation.md).
 */
export const transferRoutes: FastifyPluginAsyncZod<{ deps: TransferDeps; payLinks: PayLinks }> = async (
  app,
  { deps, payLinks },
) => {
  const limiter = app.limiter({ ...TRANSFER_PROOF_LIMIT, key: (request) => `transfer-proof:${request.account.id}` });
  const linkLimiter = app.limiter({
    ...PAY_LINK_PROOF_LIMIT,
    key: (request) => `pay-link-transfer-proof:${clientKey(request)}`,
  });
  const linkRefusals = {
    400: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
    413: errorResponseSchema,
    415: errorResponseSchema,
    422: errorResponseSchema,
    429: errorResponseSchema,
  };
  const refusals = { ...linkRefusals, 401: unauthenticatedResponseSchema };

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

  app.post(
    '/pay/:token/transfer-proof',
    {
      // The link's holder has no account: the address is what is limited, before any upload is read.
      onRequest: [(request, reply) => linkLimiter.hit(request, reply), refuseOversizedUpload],
      schema: {
        tags: ['payments'],
        summary:
          "A parent or sponsor declares a bank transfer on a payment link, without an account: the link's invoice with the new pending payment",
        description:
          'The same multipart body and checks as POST /invoices/{id}/transfer-proof; "payerName" is who sent the money. ' +
          '404 PAY_LINK_INVALID when the link is unknown, expired or revoked. The student is never named beyond the ' +
          'first name the link already shows, and the answer is what GET /pay/{token} answers.',
        consumes: ['multipart/form-data'],
        params: payLinkParamsSchema,
        multipartBody: transferProofBodySchema,
        response: { 201: payLinkResponseSchema, ...linkRefusals },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', text('errors.MULTIPART_REQUIRED'));
      const { token } = request.params;
      await drainOnFailure(request, reply, app.uploadLimits.requestBytes, async () =>
        declareTransfer(deps, {
          invoiceId: await payLinks.invoiceOf(token),
          parts: request.parts(),
          declaredBy: { payerName: null },
          audit: visitorAudit(request),
          locale: request.locale,
        }),
      );
      reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
      return reply.code(201).send({ data: await payLinks.read(token, request.locale) });
    },
  );
};
