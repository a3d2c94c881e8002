import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ZodNull, type ZodType } from 'zod';
import { errorResponseSchema } from '@studychina/contracts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The multipart body of a route that reads it as a stream (POST /apply): documented, never validated
     * by Fastify, which sees no body there. The route checks it while streaming.
     */
    multipartBody?: ZodType;
  }
}

/** What any route may answer: a fault of ours, or the database not answering. */
const ANY_ROUTE = { 500: errorResponseSchema, 503: errorResponseSchema };
/** What any route taking a body may answer: unreadable (400), too large (413), of a type it does not take (415). */
const WITH_BODY = { 400: errorResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema };

/**
 * Adds the error answers every route shares to its response schemas, under the ones it declares: they
 * are documented, and serialised through the same one error shape (plugins/errors.ts answers them).
 */
function addSharedErrorAnswers(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema || schema.hide) return;
  const takesBody = schema.body !== undefined || schema.multipartBody !== undefined;
  schema.response = { ...ANY_ROUTE, ...(takesBody && WITH_BODY), ...(schema.response as object | undefined) };
}

/**
 * The document's view of one route: a streamed multipart body is documented as its body; each answer is
 * described by its status ('Unprocessable Entity') unless it says more; a z.null() answer (a redirect)
 * gets no content: @fastify/swagger leaves out the content of a 'null' schema, which zod's OpenAPI 3.0
 * output for z.null() (a nullable enum) is not.
 */
const transform: typeof jsonSchemaTransform = ({ schema, ...input }) => {
  const { multipartBody, ...own } = schema ?? {};
  const documented = jsonSchemaTransform({ ...input, schema: multipartBody ? { ...own, body: multipartBody } : own });
  const declared = (own.response ?? {}) as Record<string, unknown>;
  const answers = (documented.schema.response ?? {}) as Record<string, Record<string, unknown>>;
  for (const [status, answer] of Object.entries(answers)) {
    const zodAnswer = declared[status];
    if (zodAnswer instanceof ZodNull) answers[status] = { type: 'null', description: zodAnswer.description };
    else answer.description ??= STATUS_CODES[status] ?? status;
  }
  return documented;
};

/**
 * OpenAPI generated from the same zod schemas the routes enforce; UI at /api/docs, JSON at /api/docs/json.
 * The error shape is one named component (ErrorResponse) every error answer refers to.
 */
export const openapiPlugin = fp(async (app) => {
  // Before @fastify/swagger's own onRoute hook, so the document sees the shared answers.
  app.addHook('onRoute', addSharedErrorAnswers);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Study in China admissions API',
        description:
          'Accounts, majors, heroes, applications and contact messages. All routes live under /api/v1/user. ' +
          'Every error answer is { success: false, code, message, errors? }: decide by `code`, show `message`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
