import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  asWritten,
  codeForStatus,
  renderText,
  sameText,
  text,
  textOfIssue,
  type ErrorResponse,
  type Locale,
  type Text,
} from '@studychina/contracts';
import { HttpError, type FieldTexts } from '../lib/http-error.js';
import { isClientAbort } from '../lib/client-abort.js';
import { isDatabaseUnavailable } from '../lib/database-errors.js';

/**
 * Groups validation issues by field path ("countryInfo.name", "" for the body itself). Contracts' schemas put
 * a Text in each issue (textOfIssue takes it back whole: docs/decisions/0109-checks-raise-texts.md).
 */
function groupIssues(issues: { instancePath: string; message?: string }[]): Record<string, Text[]> {
  const errors: Record<string, Text[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const list = (errors[field] ??= []);
    const found = textOfIssue(issue.message);
    if (issue.message && !list.some((known) => sameText(known, found))) list.push(found);
  }
  return errors;
}

/** Field errors in the reader's language. */
const renderFields = (errors: FieldTexts, locale: Locale): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).map(([field, texts]) => [field, texts.map((t) => renderText(t, locale))]));

function send(reply: FastifyReply, status: number, body: ErrorResponse) {
  return reply.code(status).type('application/json').send(body);
}

/**
 * The one error shape (docs/product.md#api-conventions). Client errors say what is wrong; server errors
 * never carry internal text (the details go to the log only). The message and each field error are
 * rendered from their keys in the request's language (docs/decisions/0106-keyed-icu-messages.md); the
 * `code`s never change.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { locale } = request;
    const answer = (status: number, code: ErrorResponse['code'], message: Text, errors?: FieldTexts) =>
      send(reply, status, {
        success: false,
        code,
        message: renderText(message, locale),
        ...(errors && { errors: renderFields(errors, locale) }),
      });
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return answer(error.statusCode, error.code, error.text, error.errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = groupIssues(error.validation);
      const first = Object.values(errors)[0]?.[0] ?? text('errors.VALIDATION_FAILED_MESSAGE');
      return answer(422, 'VALIDATION_FAILED', first, errors);
    }
    if (isClientAbort(error, request.raw)) {
      // The client left (or was cut off for sending too slowly): nobody is waiting for an answer.
      request.log.info({ code: (error as { code?: string }).code }, 'client closed the connection mid-request');
      return answer(400, 'UPLOAD_INTERRUPTED', text('errors.UPLOAD_INTERRUPTED'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return answer(503, 'SERVICE_UNAVAILABLE', text('errors.SERVICE_UNAVAILABLE_MESSAGE'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      // Fastify's own refusals (a body too large, a bad JSON): shown as Fastify wrote them.
      return answer(status, codeForStatus(status), asWritten(error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(500, 'INTERNAL_ERROR', text('errors.INTERNAL_ERROR_MESSAGE'));
  });
});
