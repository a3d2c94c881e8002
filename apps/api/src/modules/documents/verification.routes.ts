import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PREFIX,
  DOCUMENT_KEYS_PATH,
  LOCALE_COOKIE,
  documentCodeParamsSchema,
  documentKeysResponseSchema,
  documentMatchResponseSchema,
  errorResponseSchema,
  isLocale,
  localizedPath,
  normaliseDocumentCode,
  text,
  verifiedDocumentResponseSchema,
  verifyPath,
  type Locale,
} from '@studychina/contracts';
import { drainOnFailure, drainRequest } from '../../lib/drain-request.js';
import { HttpError } from '../../lib/http-error.js';
import { refuseOversizedUpload } from '../../plugins/multipart.js';
import { clientKey } from '../../plugins/rate-limit.js';
import { localeCookieOptions, preferredLocale } from '../../plugins/web-language.js';
import { createVerificationService } from './verification.service.js';
import { VERIFY_LIMIT } from './verification-limit.js';
import { verifyPageHtml, type VerifyPageState } from './verify-page.js';

const REFUSALS = { 404: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema } as const;
const html = z.string().meta({ description: 'A complete HTML page' });
const pageParams = z.object({ code: z.string().max(40) });
const pageQuery = z.object({ code: z.string().max(40).optional(), lang: z.string().max(5).optional() });

/**
 * The register of issued documents for everyone, no account (issue 31, docs/decisions/0135-verifiable-documents.md):
 * the JSON look-up and file check under the API, the page /verify/:code (and /fr/verify/:code) written here as
 * complete HTML, and the public keys at /.well-known/document-keys.json. Look-ups share one limit per client.
 */
export const verificationRoutes: FastifyPluginAsyncZod<{ webUrl: string }> = async (app, { webUrl }) => {
  const service = createVerificationService({ prisma: app.prisma, now: app.now });
  const limiter = app.limiter({ ...VERIFY_LIMIT, key: (request) => `verify:${clientKey(request)}` });
  const limited = (request: FastifyRequest, reply: FastifyReply) => limiter.hit(request, reply);
  const keysUrl = `${webUrl.replace(/\/+$/, '')}${DOCUMENT_KEYS_PATH}`;
  const secureCookie = new URL(webUrl).protocol === 'https:' ? true : 'auto';
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');

  app.get(
    `${API_PREFIX}/documents/verify/:code`,
    {
      onRequest: limited,
      schema: {
        tags: ['documents'],
        summary: 'What the register says of a document, by its code (no account; 30 look-ups a minute per client)',
        description:
          'An unknown or malformed code answers 404 and nothing else. The holder is masked; status is valid, revoked ' +
          '(with when and why) or superseded (a newer document of the same kind was issued).',
        params: documentCodeParamsSchema,
        response: { 200: verifiedDocumentResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, document: await service.lookUp(request.params.code) };
    },
  );

  app.post(
    `${API_PREFIX}/documents/verify/:code`,
    {
      onRequest: [limited, refuseOversizedUpload],
      schema: {
        tags: ['documents'],
        summary: 'Whether a PDF is byte for byte the issued document (multipart, the file in the part "file")',
        description: 'The file is hashed (SHA-256) as it arrives and compared with the issued file; nothing is kept.',
        consumes: ['multipart/form-data'],
        params: documentCodeParamsSchema,
        multipartBody: z.object({ file: z.string().meta({ format: 'binary' }) }),
        response: { 200: documentMatchResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', text('errors.MULTIPART_REQUIRED'));
      noStore(reply);
      const { matches } = await drainOnFailure(request, reply, app.uploadLimits.requestBytes, () =>
        service.check(request.params.code, request.parts()),
      );
      return { success: true as const, matches };
    },
  );

  app.get(
    DOCUMENT_KEYS_PATH,
    {
      schema: {
        tags: ['documents'],
        summary: 'The public keys (JWK, Ed25519) that sign issued documents, retired ones included',
        description:
          "A document's QR code holds WEB_URL/verify/:code#<compact JWS>: its header's kid names the key here, its " +
          'payload is the record (code, kind, issuer, masked holder, programme, university, issuedAt).',
        response: { 200: documentKeysResponseSchema },
      },
    },
    async (_request, reply) => {
      await app.documentSigning.publish();
      reply.header('cache-control', 'public, max-age=300').header('access-control-allow-origin', '*');
      return { keys: await service.keys(app.documentSigning.kid) };
    },
  );

  /** Renders the page; a look-up counts against the limit, and past it the page says so (429). */
  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    path: string,
    find?: () => Promise<VerifyPageState>,
  ) {
    noStore(reply).header('content-type', 'text/html; charset=utf-8').header('referrer-policy', 'no-referrer');
    let state: VerifyPageState = { kind: 'enter' };
    if (find) {
      try {
        await limiter.hit(request, reply);
        state = await find();
      } catch (error) {
        if (!(error instanceof HttpError) || ![404, 429].includes(error.statusCode)) throw error;
        // A file posted to an unknown code, or past the limit, is read and dropped before the page goes out.
        if (request.method === 'POST' && !(await drainRequest(request.raw, app.uploadLimits.requestBytes)))
          reply.header('connection', 'close');
        reply.code(error.statusCode);
        state = { kind: error.statusCode === 429 ? 'tooMany' : 'unknown' };
      }
    }
    return reply.send(verifyPageHtml({ locale, state, path, keysUrl }));
  }

  /** An English address asked by a visitor who prefers French goes to its French twin (as the other public pages). */
  function languageRedirect(request: FastifyRequest, reply: FastifyReply, locale: Locale, path: string): boolean {
    const chosen = (request.query as { lang?: string }).lang;
    if (isLocale(chosen)) {
      reply.setCookie(LOCALE_COOKIE, chosen, localeCookieOptions(secureCookie));
      void reply
        .code(302)
        .headers({ 'cache-control': 'no-store', location: localizedPath(path, chosen) })
        .send();
      return true;
    }
    if (locale === 'en') {
      reply.header('vary', 'Accept-Language, Cookie');
      if (preferredLocale(request) === 'fr') {
        void reply
          .code(302)
          .headers({ 'cache-control': 'no-store', location: localizedPath(path, 'fr') })
          .send();
        return true;
      }
    }
    return false;
  }

  for (const locale of ['en', 'fr'] as const) {
    const base = localizedPath('/verify', locale);
    app.get(
      base,
      {
        schema: {
          tags: ['documents'],
          summary: `The page where a code is typed in (${locale}); ?code= goes to that document's page`,
          produces: ['text/html'],
          querystring: pageQuery,
          response: { 200: html, 303: z.null(), 302: z.null() },
        },
      },
      async (request, reply) => {
        if (languageRedirect(request, reply, locale, '/verify')) return reply;
        const typed = request.query.code;
        if (typed === undefined) return page(request, reply, locale, '/verify');
        const code = normaliseDocumentCode(typed);
        if (!code)
          return page(request, reply, locale, '/verify', async () => {
            throw new HttpError(404, 'NOT_FOUND', text('verify.unknownCode'));
          });
        return reply.redirect(localizedPath(verifyPath(code), locale), 303);
      },
    );
    app.get(
      `${base}/:code`,
      {
        schema: {
          tags: ['documents'],
          summary: `A document's public page (${locale}): complete HTML, no script (30 look-ups a minute per client)`,
          produces: ['text/html'],
          params: pageParams,
          querystring: pageQuery,
          response: { 200: html, 302: z.null(), 404: html, 429: html },
        },
      },
      async (request, reply) => {
        const path = verifyPath(request.params.code);
        if (languageRedirect(request, reply, locale, path)) return reply;
        return page(request, reply, locale, path, async () => ({
          kind: 'document',
          document: await service.lookUp(request.params.code),
        }));
      },
    );
    app.post(
      `${base}/:code`,
      {
        schema: {
          tags: ['documents'],
          summary: `A document's public page (${locale}) with the result of checking the PDF posted (multipart "file")`,
          consumes: ['multipart/form-data'],
          produces: ['text/html'],
          multipartBody: z.object({ file: z.string().meta({ format: 'binary' }) }),
          params: pageParams,
          response: { 200: html, 404: html, 429: html },
        },
      },
      async (request, reply) => {
        const path = verifyPath(request.params.code);
        return page(request, reply, locale, path, async () => {
          if (!request.isMultipart()) {
            const document = await service.lookUp(request.params.code);
            return { kind: 'document', document, check: 'noFile' };
          }
          try {
            const { document, matches } = await service.check(request.params.code, request.parts());
            return { kind: 'document', document, check: matches ? 'matches' : 'differs' };
          } catch (error) {
            if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
            const document = await service.lookUp(request.params.code);
            return { kind: 'document', document, check: 'noFile' };
          }
        });
      },
    );
  }
};
