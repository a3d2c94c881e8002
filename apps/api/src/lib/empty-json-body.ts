import type { FastifyInstance } from 'fastify';

/**
 * In the calling plugin's scope, a request with a JSON content type and an empty body has no body, instead of
 * Fastify's 400 "Body cannot be empty when content-type is set to 'application/json'". Clients (and the
 * specification's /resend-otp, docs/product.md#api-conventions) post or put bodiless actions that way. Non-empty JSON
 * keeps the default, poisoning-safe parser.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    json(request, body as string, done);
  });
}
