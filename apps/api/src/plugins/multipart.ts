import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { text, bytesText } from '@studychina/contracts';
import type { Config } from '../config.js';
import { drainOnFailure } from '../lib/drain-request.js';
import { HttpError } from '../lib/http-error.js';
import { toUploadError } from '../lib/multipart-errors.js';
import { TextFieldCollector } from '../lib/text-fields.js';
import { uploadLimitsFrom, type UploadLimits } from '../lib/upload-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The multipart limits in force (UPLOAD_* in config). */
    uploadLimits: UploadLimits;
  }
}

/**
 * multipart/form-data in streaming mode, busboy enforcing the UPLOAD_* limits as it parses: docs/decisions/0013-uploads-stream-all-or-nothing.md.
 * Routes that take files stream them (POST /apply); small forms use `multipartFieldsToBody` below.
 */
export const multipartPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const limits = uploadLimitsFrom(config);
  await app.register(multipart, {
    limits: {
      fileSize: limits.fileBytes,
      files: limits.files,
      fields: limits.fields,
      fieldSize: limits.fieldBytes,
      parts: limits.files + limits.fields,
    },
    throwFileSizeLimit: true,
  });
  app.decorate('uploadLimits', limits);
});

/**
 * preValidation hook for small forms sent as multipart/form-data (contact, OTP): the text fields become
 * `request.body`, so the route's zod body schema checks them exactly as it checks JSON. A repeated field
 * becomes a list (which a text schema then refuses). A file part is refused. Other content types pass.
 */
export async function multipartFieldsToBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.isMultipart()) return;
  const limits = request.server.uploadLimits;
  request.body = await drainOnFailure(request, reply, limits.requestBytes, async () => {
    const fields = new TextFieldCollector(limits);
    try {
      for await (const part of request.parts({ limits: { files: 0 } })) {
        if (part.type === 'file') {
          part.file.resume();
          throw new HttpError(422, 'VALIDATION_FAILED', text('errors.FORM_TAKES_NO_FILES'));
        }
        fields.add(part);
      }
    } catch (error) {
      throw toUploadError(error, limits, { noFiles: true });
    }
    return fields.fields;
  });
}

/**
 * onRequest hook of upload routes: a declared length beyond what the limits could ever accept is refused
 * before a byte is read (chunked bodies are still held to the limits while streaming).
 */
export async function refuseOversizedUpload(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { uploadLimits } = request.server;
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > uploadLimits.requestBytes) {
    void reply.header('connection', 'close');
    throw new HttpError(
      413,
      'PAYLOAD_TOO_LARGE',
      text('upload.tooLarge', { size: bytesText(uploadLimits.totalBytes) }),
    );
  }
}
