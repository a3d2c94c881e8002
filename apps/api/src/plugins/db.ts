import fp from 'fastify-plugin';
import { createPrismaClient, type PrismaClient } from '@studychina/db';

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient;
  }
}

export interface DbPluginOptions {
  url: string;
  /** Opening a connection or waiting for a free one (the pool's acquire timeout). */
  connectionTimeoutMs: number;
  /** Longest a statement may run; our side gives up 0.5 s later if the server does not answer at all. */
  statementTimeoutMs: number;
  poolMax: number;
}

/**
 * The only place the Prisma client is constructed (docs/architecture.md#house-rules). Every query has a
 * deadline (acquire + statement), so a stuck database answers 503 within seconds instead of holding
 * requests (docs/product.md#security).
 */
export const dbPlugin = fp<DbPluginOptions>(async (app, options) => {
  const prisma = createPrismaClient({
    url: options.url,
    connectionTimeoutMs: options.connectionTimeoutMs,
    statementTimeoutMs: options.statementTimeoutMs,
    max: options.poolMax,
  });
  app.decorate('prisma', prisma);
  app.addHook('onClose', async () => {
    await prisma.$disconnect();
  });
});
