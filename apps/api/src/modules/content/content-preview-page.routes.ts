import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_PREVIEW_PAGE_KINDS,
  contentPreviewPageQuerySchema,
  errorResponseSchema,
  renderText,
  text,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import { CONTENT_ADAPTERS } from './adapters/index.js';
import { createContentPreviews } from './content-previews.js';
import { createContentService } from './content.service.js';
import { createPreviewLinks } from './preview-links.js';

const paramsSchema = z.object({ kind: z.enum(CONTENT_PREVIEW_PAGE_KINDS), id: z.uuid() });

/**
 * GET /admin/content/<kind>/:id/preview?lang=&token=: a draft as its public page, rendered by the server through the
 * catalogue's own server rendering, for staff only (docs/decisions/0136-content-preview-pages-rendered-by-the-server.md).
 * The editor opens it in a new tab with the address GET …/:id/preview-link gave; the token stands in for the bearer
 * token a tab cannot send, and the account is checked anew. Nothing of it is in the public pages' JavaScript.
 */
export const contentPreviewPageRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, { secret }) => {
  const content = createContentService(app.prisma, CONTENT_ADAPTERS, {
    now: () => app.now(),
    changed: (kind) => app.contentChanges.emit(kind),
  });
  const previews = createContentPreviews(() => app.now());
  const links = createPreviewLinks(secret, () => app.now());
  const refused = () => new HttpError(401, 'UNAUTHENTICATED', text('content.previewLinkInvalid'));

  app.get(
    '/admin/content/:kind/:id/preview',
    {
      schema: {
        tags: ['content'],
        summary: "A draft as its public page would show it, marked as a preview (staff, by the preview link's token)",
        params: paramsSchema,
        querystring: contentPreviewPageQuerySchema,
        response: {
          200: z.string().meta({ description: 'The page (HTML), noindex, without scripts' }),
          401: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const { lang, token } = request.query;
      const claims = links.verify(token, kind, id);
      if (!claims) throw refused();
      // As app.authenticate: the session's end, a password reset, a disabled account or a lost staff role ends the
      // link at once.
      if (typeof claims.sid !== 'string' || !(await app.liveStaffAccount(claims))) throw refused();
      const preview = previews[kind];
      const page = (await content.preview(kind, id, async (tx, data) => ({
        answer: await preview.read(tx, data, lang),
        path: preview.path(data),
      }))) as { answer: unknown; path: string };
      const html = await app.renderDraftPage(
        page.path,
        lang,
        page.answer,
        renderText(text('content.previewBanner'), lang),
      );
      if (!html) throw new HttpError(404, 'NOT_FOUND', text('errors.NOT_FOUND_MESSAGE'));
      return (
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex, nofollow')
          // The token is in the address: a link followed from the page must not carry it away.
          .header('referrer-policy', 'no-referrer')
          .send(html)
      );
    },
  );
};
