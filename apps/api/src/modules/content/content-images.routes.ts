import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_IMAGE_MAX_BYTES,
  bytesText,
  contentImageResponseSchema,
  errorResponseSchema,
  text,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { drainOnFailure } from '../../lib/drain-request.js';
import { HttpError } from '../../lib/http-error.js';
import { auditContextOf } from '../../plugins/roles.js';
import { createContentImagesService } from './content-images.service.js';

/** Room for the multipart framing around the one file. */
const FRAMING_BYTES = 64 * 1024;

/** A declared length no accepted image could have is refused before a byte is read. */
async function refuseOversizedImage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > CONTENT_IMAGE_MAX_BYTES + FRAMING_BYTES) {
    void reply.header('connection', 'close');
    const message = text('content.imageTooLarge', { size: bytesText(CONTENT_IMAGE_MAX_BYTES) });
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', message, { file: [message] });
  }
}

/**
 * POST /admin/content/images (docs/decisions/0126-content-images-sizes-formats-and-caching.md): an editor's image,
 * answered with every URL it is served at. Staff token, then the `editor` permission (or admin), as every content write.
 */
export const contentImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = createContentImagesService({ prisma: app.prisma, storage: app.storage, limits: app.uploadLimits });
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireStaff);

  app.post(
    '/images',
    {
      onRequest: [app.requireEditor, refuseOversizedImage],
      schema: {
        tags: ['content'],
        summary: 'Upload an image for a hero slide or a major: resized into every width, AVIF/WebP/JPEG (editors)',
        description:
          'multipart/form-data with one file (JPEG, PNG, WebP or AVIF, judged by content; at most 10 MiB) in the part ' +
          '"file". 201 with its URLs; 200 with the same URLs when the same image was uploaded before. `urls.fallback` ' +
          "is what a hero's `heroImage` or a major's `image` stores.",
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        multipartBody: z.object({ file: z.string().meta({ format: 'binary' }) }),
        response: {
          200: contentImageResponseSchema,
          201: contentImageResponseSchema,
          400: errorResponseSchema,
          401: unauthenticatedResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', text('errors.MULTIPART_REQUIRED'));
      const audit = auditContextOf(request);
      const { created, image } = await drainOnFailure(request, reply, app.uploadLimits.requestBytes, () =>
        images.upload(request.parts({ limits: { files: 1, fileSize: CONTENT_IMAGE_MAX_BYTES } }), audit),
      );
      return reply.code(created ? 201 : 200).send({ data: image });
    },
  );
};
