import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_PREFIX, text } from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import type { Config } from '../../config.js';
import { createRedisUploadLocker } from '../../lib/storage/upload-locker.js';
import { createTusServer } from './tus-server.js';
import { readNewUpload } from './upload-metadata.js';
import { createUploadsService } from './uploads.service.js';

const TUS_RESUMABLE = '1.0.0';
const params = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });

/**
 * tus 1.0.0 (creation, termination, expiration) at /uploads (docs/product.md#resumable-uploads-and-the-server-draft).
 * Each route authenticates, checks what the API decides (ownership, limits) and answers refusals with the
 * API's JSON errors; then hands the request to @tus/server, which writes to the raw response:
 * docs/decisions/0045-tus-resumable-uploads.md. Hidden from the OpenAPI document: the tus specification
 * is the reference of this protocol.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const uploads = createUploadsService({
    prisma: app.prisma,
    storage: app.storage,
    resumable: app.resumable,
    limits: app.uploadLimits,
    now: app.now,
  });
  // With REDIS_URL, one upload's requests are serialised across instances (docs/decisions/0062-resumable-uploads-shared-lock.md).
  const locker = app.redis ? createRedisUploadLocker(app.redis, app.log) : undefined;
  if (locker) app.addHook('onClose', () => locker.close());
  const tus = createTusServer({
    path: `${API_PREFIX}/uploads`,
    resumable: app.resumable,
    uploads,
    corsOrigins: config.CORS_ORIGINS,
    maxFileBytes: app.uploadLimits.fileBytes,
    locker,
  });

  // The body belongs to tus: no parser of this scope reads it (Fastify's would buffer it, up to bodyLimit).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  /** From here on tus writes the answer: what Fastify's hooks would have added is set on the raw response. */
  const handOver = async (request: FastifyRequest, reply: FastifyReply, newId?: string) => {
    reply.hijack();
    reply.raw.setHeader('x-request-id', request.id);
    reply.raw.setHeader('cache-control', 'no-store');
    reply.raw.setHeader('vary', 'Origin');
    await tus.handle(request.raw, reply.raw, request.locale, newId);
  };
  const tusHeaders = (reply: FastifyReply) =>
    reply.header('tus-resumable', TUS_RESUMABLE).header('cache-control', 'no-store');
  const schema = { hide: true, tags: ['uploads'] };

  app.post('/uploads', { onRequest: app.authenticate, schema }, async (request, reply) => {
    const declared = readNewUpload(request.headers);
    const id = randomBytes(16).toString('hex');
    await uploads.create(request.account.id, declared, id);
    await handOver(request, reply, id);
  });

  app.head('/uploads/:id', { onRequest: app.authenticate, schema: { ...schema, params } }, async (request, reply) => {
    const row = await uploads.findOwn(request.account.id, request.params.id);
    if (!row.storageKey) return handOver(request, reply);
    // Complete and accepted: its bytes left the resumable store; the offset is the whole file.
    return tusHeaders(reply).header('upload-offset', row.size).header('upload-length', row.size).code(200).send();
  });

  app.patch('/uploads/:id', { onRequest: app.authenticate, schema: { ...schema, params } }, async (request, reply) => {
    const row = await uploads.findOwn(request.account.id, request.params.id);
    if (row.storageKey) throw new HttpError(409, 'CONFLICT', text('drafts.uploadAlreadyComplete'));
    await handOver(request, reply);
  });

  app.delete('/uploads/:id', { onRequest: app.authenticate, schema: { ...schema, params } }, async (request, reply) => {
    await uploads.remove(request.account.id, request.params.id);
    return tusHeaders(reply).code(204).send();
  });
};
