import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Providers' webhook events are small JSON bodies; anything larger is not theirs. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * For a webhook's scope: JSON is read as bytes and kept beside the parsed event, because a provider signs the raw
 * bytes (Paystack, Meta, Termii). A body that is not JSON parses as null, so the signature check, which runs
 * first, still answers 401 for anything the provider did not sign. Returns the raw bytes of a request.
 */
export function keepRawJsonBodies(app: FastifyInstance): (request: FastifyRequest) => Buffer {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (request, body: Buffer, done) => {
      rawBodies.set(request, body);
      try {
        done(null, JSON.parse(body.toString('utf8')));
      } catch {
        done(null, null);
      }
    },
  );
  return (request) => rawBodies.get(request) ?? Buffer.alloc(0);
}
