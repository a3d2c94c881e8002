import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_IMAGE_PATH, errorResponseSchema, text } from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import { createContentImagesService, type ServedVariant } from './content-images.service.js';

/** A name always holds the same bytes (docs/decisions/0126-content-images-sizes-formats-and-caching.md). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const paramsSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{32}$/),
  file: z.string().regex(/^\d{1,5}\.(avif|webp|jpg)$/),
});

/** The variant's bytes, streamed from storage, typed as made (they are our encoder's output, never the upload's). */
async function sendImage(reply: FastifyReply, storage: FileStorage, variant: ServedVariant): Promise<FastifyReply> {
  const content = await storage.read(variant.key);
  return reply
    .header('content-type', variant.type)
    .header('content-length', String(variant.bytes))
    .header('cache-control', IMMUTABLE)
    .header('x-content-type-options', 'nosniff')
    .send(content);
}

/**
 * GET /media/content/<hash>/<width>.<extension>: the public path of content images, for every visitor. The bytes
 * come from the storage backend (local folder or S3), whose own keys stay private.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = createContentImagesService({ prisma: app.prisma, storage: app.storage, limits: app.uploadLimits });
  const notFound = () => new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));

  app.get(
    `${CONTENT_IMAGE_PATH}/:hash/:file`,
    {
      schema: {
        tags: ['content'],
        summary: 'A content image in one width and format, cached for a year (its name is its content)',
        params: paramsSchema,
        response: {
          200: z.string().meta({ format: 'binary', description: 'The image (AVIF, WebP or JPEG)' }),
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const variant = await images.variant(request.params.hash, request.params.file);
      if (!variant) throw notFound();
      return sendImage(reply, app.storage, variant).catch((error: unknown) => {
        // A row whose bytes are gone (a restored database without its files): nothing to serve.
        throw (error as { code?: unknown }).code === 'ENOENT' ? notFound() : error;
      });
    },
  );
};
