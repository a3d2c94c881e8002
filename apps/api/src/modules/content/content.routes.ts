import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentCreatedSchema,
  contentItemParamsSchema,
  contentListQuerySchema,
  contentListResponseSchema,
  contentMetaSchema,
  contentPreviewLinkSchema,
  contentPreviewQuerySchema,
  CONTENT_PREVIEW_PAGE_KINDS,
  type ContentKind,
  type ContentPreviewPageKind,
  contentPutMetaSchema,
  contentVersionParamsSchema,
  contentVersionsResponseSchema,
  errorResponseSchema,
  text,
  unauthenticatedResponseSchema,
} from '@studychina/contracts';
import { HttpError } from '../../lib/http-error.js';
import { auditContextOf } from '../../plugins/roles.js';
import { CONTENT_ADAPTERS } from './adapters/index.js';
import { createContentPreviews, type ContentPreview } from './content-previews.js';
import { createContentService } from './content.service.js';
import { createPreviewLinks } from './preview-links.js';

const refusals = { 401: unauthenticatedResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;
const security = [{ bearerAuth: [] }];
const isPreviewPageKind = (kind: ContentKind): kind is ContentPreviewPageKind =>
  (CONTENT_PREVIEW_PAGE_KINDS as readonly string[]).includes(kind);

/**
 * /admin/content/<kind> (docs/product.md#content-management): every staff member reads drafts and versions; editors
 * (the `editor` permission) and admins create, save, publish, unpublish and restore. One set of routes per kind,
 * each with its kind's schema, so the OpenAPI document shows every kind's fields.
 */
export const contentRoutes: FastifyPluginAsyncZod<{ previewSecret: string }> = async (app, { previewSecret }) => {
  const content = createContentService(app.prisma, CONTENT_ADAPTERS, {
    now: () => app.now(),
    changed: (kind) => app.contentChanges.emit(kind),
  });
  const previews: Partial<Record<ContentKind, ContentPreview>> = createContentPreviews(() => app.now());
  const links = createPreviewLinks(previewSecret, () => app.now());
  // As the back office's routes (modules/admin/admin.routes.ts): a live staff or admin token first.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireStaff);
  const editor = { onRequest: app.requireEditor };

  for (const [kind, adapter] of CONTENT_ADAPTERS) {
    const fields = adapter.schema as z.ZodObject;
    const item = z.object({ data: z.object({ ...fields.shape, ...contentMetaSchema.shape }) });
    const tags = ['content'];
    const base = `/${kind}`;
    const name = kind;

    app.get(
      base,
      {
        schema: {
          tags,
          summary: `The ${name}, drafts included, with their status (staff)`,
          security,
          querystring: contentListQuerySchema,
          response: { 200: contentListResponseSchema, ...refusals, 422: errorResponseSchema },
        },
      },
      async (request) => content.list(kind, request.query),
    );

    app.post(
      base,
      {
        ...editor,
        schema: {
          tags,
          summary: `Create a draft of ${name} (editors)`,
          security,
          body: fields,
          response: { 201: contentCreatedSchema, ...refusals, 422: errorResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ data: await content.create(kind, request.body, auditContextOf(request)) }),
    );

    app.get(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `One of the ${name}: its draft's fields and its version, as the PUT takes them (staff)`,
          security,
          params: contentItemParamsSchema,
          response: { 200: item, ...refusals },
        },
      },
      async (request) => ({ data: await content.get(kind, request.params.id) }),
    );

    app.put(
      `${base}/:id`,
      {
        ...editor,
        schema: {
          tags,
          summary: `Save the draft of one of the ${name} over the version it was read at (editors)`,
          description: 'A `version` other than the current one answers 409 EDIT_CONFLICT and nothing is saved.',
          security,
          params: contentItemParamsSchema,
          body: fields.extend(contentPutMetaSchema.shape),
          response: { 200: item, ...refusals, 409: errorResponseSchema, 422: errorResponseSchema },
        },
      },
      async (request) => {
        const { version, figuresChecked, ...rest } = request.body as Record<string, unknown> & {
          version: number;
          figuresChecked?: boolean;
        };
        const saved = await content.save(
          kind,
          request.params.id,
          { version, figuresChecked, fields: rest },
          auditContextOf(request),
        );
        return { data: saved };
      },
    );

    for (const action of ['publish', 'unpublish'] as const)
      app.post(
        `${base}/:id/${action}`,
        {
          ...editor,
          schema: {
            tags,
            summary:
              action === 'publish'
                ? `Publish the draft of one of the ${name}: live on every instance within seconds (editors)`
                : `Take one of the ${name} off the public site (editors)`,
            security,
            params: contentItemParamsSchema,
            response: { 200: item, ...refusals, 409: errorResponseSchema, 422: errorResponseSchema },
          },
        },
        async (request) => ({ data: await content[action](kind, request.params.id, auditContextOf(request)) }),
      );

    const preview = previews[kind];
    if (preview)
      app.get(
        `${base}/:id/preview`,
        {
          schema: {
            tags,
            summary: `The draft of one of the ${name} as its public page would show it, in English or French (staff)`,
            security,
            params: contentItemParamsSchema,
            querystring: contentPreviewQuerySchema,
            response: { 200: preview.schema, ...refusals, 422: errorResponseSchema },
          },
        },
        async (request) =>
          content.preview(kind, request.params.id, (tx, data) => preview.read(tx, data, request.query.lang)),
      );
    if (preview && isPreviewPageKind(kind))
      app.get(
        `${base}/:id/preview-link`,
        {
          schema: {
            tags,
            summary: `The address of the draft of one of the ${name} as its public page, for ten minutes (staff)`,
            description:
              'Opened in a new tab: GET /admin/content/' +
              kind +
              '/{id}/preview answers the page, rendered by the server from the saved draft, marked as a preview.',
            security,
            params: contentItemParamsSchema,
            querystring: contentPreviewQuerySchema,
            response: { 200: contentPreviewLinkSchema, ...refusals, 422: errorResponseSchema },
          },
        },
        async (request) => {
          await content.get(kind, request.params.id); // an unknown item: 404, no link
          const { id: sub, tokenVersion: ver } = request.account;
          // Staff tokens name their session (app.authenticate let only a full one through); the link ends with it.
          const sid = request.claims.sid;
          if (!sid) throw new HttpError(401, 'MFA_REQUIRED', text('mfa.REQUIRED'));
          return { data: links.link({ sub, ver, sid, kind, id: request.params.id }, request.query.lang) };
        },
      );

    app.get(
      `${base}/:id/versions`,
      {
        schema: {
          tags,
          summary: `The published versions of one of the ${name}, newest first (staff)`,
          security,
          params: contentItemParamsSchema,
          response: { 200: contentVersionsResponseSchema, ...refusals },
        },
      },
      async (request) => content.versions(kind, request.params.id),
    );

    app.post(
      `${base}/:id/restore/:version`,
      {
        ...editor,
        schema: {
          tags,
          summary: `Make a published version of one of the ${name} its draft again (editors)`,
          security,
          params: contentVersionParamsSchema,
          response: { 200: item, ...refusals },
        },
      },
      async (request) => ({
        data: await content.restore(kind, request.params.id, request.params.version, auditContextOf(request)),
      }),
    );
  }
};
