import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The application's workflow as staff drive it: status, reviews, notes, assignment, documents. */
export const workflowRoutes: FastifyPluginAsyncZod = async () => {};
