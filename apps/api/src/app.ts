import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { authPlugin } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { errorsPlugin } from './plugins/errors.js';
import { mailerPlugin } from './plugins/mailer.js';
import { openapiPlugin } from './plugins/openapi.js';
import { webPlugin } from './plugins/web.js';
import { registerRoutes } from './routes.js';

export interface BuildOptions {
  /** Defaults to config.DATABASE_URL; server.ts passes the embedded database's URL. */
  databaseUrl?: string;
  /** Pino logger options or false; tests pass false. */
  logger?: boolean | object;
}

/** Builds the whole app without listening (tests drive it with supertest). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const databaseUrl = options.databaseUrl ?? config.DATABASE_URL;
  if (!databaseUrl) throw new Error('buildApp needs a database URL');

  const app = Fastify({
    logger: options.logger ?? (config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(cors, { origin: config.CORS_ORIGINS, credentials: true });
  await app.register(dbPlugin, {
    url: databaseUrl,
    connectionTimeoutMs: config.DB_CONNECTION_TIMEOUT_MS,
    poolMax: config.DB_POOL_MAX,
  });
  await app.register(authPlugin, { config });
  await app.register(mailerPlugin, { config });
  await app.register(openapiPlugin);
  await registerRoutes(app);
  await app.register(webPlugin, { distDir: config.WEB_DIST_DIR });
  return app;
}
