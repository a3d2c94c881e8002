import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  siteContentQuerySchema,
  siteFaqResponseSchema,
  sitePageParamsSchema,
  sitePageResponseSchema,
  siteTestimonialsResponseSchema,
} from '@studychina/contracts';

/**
 * The site's own texts as published (docs/product.md#content-management): the home page's testimonials, the FAQ,
 * and each page's texts (the contact page's: the company's details), in English or with `?lang=fr` in French.
 * Browsers ask again every time (`no-cache`): a publish shows on the next visit.
 */
export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site content'];
  const headers = { 'cache-control': 'no-cache' };
  const refusals = { 404: errorResponseSchema, 422: errorResponseSchema };

  app.get(
    '/site-content/testimonials',
    {
      schema: {
        tags,
        summary: "The home page's published testimonials (in French with ?lang=fr)",
        querystring: siteContentQuerySchema,
        response: { 200: siteTestimonialsResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.headers(headers).send({ data: await app.siteContent.testimonials(request.query.lang ?? 'en') }),
  );

  app.get(
    '/site-content/faq',
    {
      schema: {
        tags,
        summary: "The FAQ's published questions, by topic (in French with ?lang=fr)",
        querystring: siteContentQuerySchema,
        response: { 200: siteFaqResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.headers(headers).send({ data: await app.siteContent.faq(request.query.lang ?? 'en') }),
  );

  app.get(
    '/site-content/pages/:page',
    {
      schema: {
        tags,
        summary: "A page's published texts (about, the service pages; contact: the company's details)",
        params: sitePageParamsSchema,
        querystring: siteContentQuerySchema,
        response: { 200: sitePageResponseSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .headers(headers)
        .send({ data: await app.siteContent.page(request.params.page, request.query.lang ?? 'en') }),
  );
};
