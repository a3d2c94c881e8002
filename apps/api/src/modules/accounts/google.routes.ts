import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GOOGLE_SUCCESS_PARAM,
  authGoogleResponseSchema,
  errorResponseSchema,
  localeFromAcceptLanguage,
  text,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import type { AccountContext } from './account-context.js';
import { decryptUserRoute } from './decrypt-user.route.js';

const FLOW_COOKIE = 'sc_google_flow';
/** Time allowed on Google's consent screen. */
const FLOW_TTL_SECONDS = 10 * 60;

const callbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
});

/** GET /auth-google, GET /auth-google/callback, POST /decrypt-user (docs/product.md#google-sign-in-flow). */
export const googleRoutes: FastifyPluginAsyncZod<{ context: AccountContext }> = async (app, { context }) => {
  const { googleFlow, limits, config } = context;
  const successPage = `${config.WEB_URL.replace(/\/+$/, '')}/google-success`;

  app.get(
    '/auth-google',
    {
      preHandler: limits.googleStart,
      schema: {
        tags: ['accounts'],
        summary: "Google's consent URL; state, PKCE verifier and nonce go to a signed httpOnly cookie",
        response: { 200: authGoogleResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!googleFlow) throw new HttpError(503, 'GOOGLE_NOT_CONFIGURED', text('answers.GOOGLE_NOT_CONFIGURED'));
      // The web asks in the site's language (Accept-Language): a Google sign-up starts in it (issue 17).
      // Kept in the flow cookie; the callback is a plain navigation that carries only the browser's own list.
      const { url, flow } = await googleFlow.start(localeFromAcceptLanguage(request.headers['accept-language']));
      reply.setPrivateCookie(FLOW_COOKIE, flow, FLOW_TTL_SECONDS);
      return { url };
    },
  );

  app.get(
    '/auth-google/callback',
    {
      preHandler: limits.googleCallback,
      // Never a JSON error here: the browser is mid-redirect, so every outcome is a redirect.
      attachValidation: true,
      schema: {
        tags: ['accounts'],
        summary: 'Where Google returns; redirects to WEB_URL/google-success with or without ?data=',
        querystring: callbackQuerySchema,
        response: {
          302: z.null().meta({ description: 'To WEB_URL/google-success, with ?data=<handoff> when signed in' }),
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const flow = request.privateCookie(FLOW_COOKIE);
      reply.clearPrivateCookie(FLOW_COOKIE);
      // The page must not leak the handoff to third parties through the Referer header.
      reply.header('referrer-policy', 'no-referrer');
      const sealed =
        googleFlow && !request.validationError
          ? await googleFlow.complete(flow, request.query, localeFromAcceptLanguage(request.headers['accept-language']))
          : null;
      const target = sealed ? `${successPage}?${GOOGLE_SUCCESS_PARAM}=${encodeURIComponent(sealed)}` : successPage;
      return reply.redirect(target, 302);
    },
  );

  await app.register(decryptUserRoute, { context });
};
