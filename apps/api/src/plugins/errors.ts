import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  codeForStatus,
  INTERNAL_ERROR_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  UPLOAD_INTERRUPTED,
  VALIDATION_FAILED_MESSAGE,
  type ErrorResponse,
} from '@studychina/contracts';
import { HttpError } from '../lib/http-error.js';
import { isClientAbort } from '../lib/client-abort.js';
import { isDatabaseUnavailable } from '../lib/database-errors.js';

/** Groups validation issues by field path ("countryInfo.name", "" for the body itself). */
function groupIssues(issues: { instancePath: string; message?: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const list = (errors[field] ??= []);
    if (issue.message && !list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

function send(reply: FastifyReply, status: number, body: ErrorResponse) {
  return reply.code(status).type('application/json').send(body);
}

/**
 * The one error shape (docs/product.md#api-conventions). Client errors say what is wrong; server errors
 * never carry internal text (the details go to the log only).
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return send(reply, error.statusCode, {
        success: false,
        code: error.code,
        message: error.message,
        ...(error.errors && { errors: error.errors }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = groupIssues(error.validation);
      const first = Object.values(errors)[0]?.[0] ?? VALIDATION_FAILED_MESSAGE;
      return send(reply, 422, { success: false, code: 'VALIDATION_FAILED', message: first, errors });
    }
    if (isClientAbort(error, request.raw)) {
      // The client left (or was cut off for sending too slowly): nobody is waiting for an answer.
      request.log.info({ code: (error as { code?: string }).code }, 'client closed the connection mid-request');
      return send(reply, 400, { success: false, code: 'UPLOAD_INTERRUPTED', message: UPLOAD_INTERRUPTED });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply, 503, { success: false, code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return send(reply, status, { success: false, code: codeForStatus(status), message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { success: false, code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE });
  });
});
