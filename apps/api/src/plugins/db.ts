import fp from 'fastify-plugin';
import { createPrismaClient, type PrismaClient } from '@studychina/db';

declare module 'fastify' {
  interface FastifyInstance {
    prisma: PrismaClient;
  }
}

export interface DbPluginOptions {
  url: string;
  connectionTimeoutMs: number;
  poolMax: number;
}

/** The only place the Prisma client is constructed (DESIGN "Rules of the house"). */
export const dbPlugin = fp<DbPluginOptions>(async (app, options) => {
  const prisma = createPrismaClient({
    url: options.url,
    connectionTimeoutMs: options.connectionTimeoutMs,
    max: options.poolMax,
  });
  app.decorate('prisma', prisma);
  app.addHook('onClose', async () => {
    await prisma.$disconnect();
  });
});
