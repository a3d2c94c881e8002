import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { systemClock, type Clock } from './lib/clock.js';
import { authPlugin } from './plugins/auth.js';
import { contentChangesPlugin } from './plugins/content-changes.js';
import { compressionPlugin } from './plugins/compression.js';
import { rolesPlugin } from './plugins/roles.js';
import { cookiesPlugin } from './plugins/cookies.js';
import { dbPlugin } from './plugins/db.js';
import { errorsPlugin } from './plugins/errors.js';
import { localePlugin } from './plugins/locale.js';
import { mailerPlugin } from './plugins/mailer.js';
import { jobsPlugin } from './plugins/jobs.js';
import { multipartPlugin } from './plugins/multipart.js';
import { openapiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { redisPlugin } from './plugins/redis.js';
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers.js';
import { slowClientsPlugin } from './plugins/slow-clients.js';
import { storagePlugin } from './plugins/storage.js';
import { documentSigningPlugin } from './plugins/document-signing.js';
import { webPlugin } from './plugins/web.js';
import { createPageData } from './modules/public-pages/page-data.js';
import { sitemapEntries } from './modules/public-pages/sitemap-entries.js';
import { RequestLogController } from './plugins/request-log.js';
import { registerRoutes } from './routes.js';
import { createSiteData } from './modules/site-content/site-data.js';
import { createFront } from './lib/front-server.js';
import { genReqId, loggerOptions } from './lib/logger.js';
import { metricsPlugin } from './plugins/metrics.js';
import { healthPlugin } from './plugins/health.js';

/**
 * urlencoded bodies hold a few short texts (the code checks, contact): the longest, a 5,000-character
 * contact message, fits even when every character is escaped to several bytes.
 */
const FORM_BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildOptions {
  /** Defaults to config.DATABASE_URL; server.ts passes the embedded database's URL. */
  databaseUrl?: string;
  /** false silences; an object (e.g. { level, stream }) is merged over the production logger options, redaction included. */
  logger?: false | Record<string, unknown>;
  /** The time source of expiring codes, step cookies and handoffs; tests pass a clock they can move. */
  now?: Clock;
  /** Run the job worker in this process: config.JOBS_WORKER unless told (the worker entry point says true). */
  worker?: boolean;
}

/** Builds the whole app without listening (tests drive it with supertest). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const databaseUrl = options.databaseUrl ?? config.DATABASE_URL;
  if (!databaseUrl) throw new Error('buildApp needs a database URL');

  const logging = loggerOptions(options.logger ? { ...config, LOG_LEVEL: 'info', NODE_ENV: 'production' } : config);
  // One line per request: short in development, structured in production.
  const shortLog = !options.logger && config.NODE_ENV === 'development';
  // Preflights allow every method the API uses (@fastify/cors allows only GET, HEAD and POST unless told):
  // the server draft's PUT and DELETE and the tus uploads' PATCH and DELETE (docs/decisions/0046-draft-last-save-wins.md).
  const corsOptions = {
    origin: config.CORS_ORIGINS,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  };
  // The catalogue's answers from memory, before Fastify's pipeline (docs/decisions/0090-api-answers-lean-path.md).
  const front = createFront({
    securityHeaders: securityHeaders(config, 'api'),
    // @fastify/cors's answer to a request without an Origin (its Vary: Origin is the answerer's).
    corsHeaders: corsOptions.credentials ? [['access-control-allow-credentials', 'true']] : [],
    genReqId,
    shortLog,
    trustProxy: config.TRUST_PROXY,
  });
  const app = Fastify({
    ...logging,
    ...(options.logger === false && { logger: false }),
    ...(options.logger && { logger: { ...(logging.logger as object), ...options.logger } }),
    logController: new RequestLogController(shortLog),
    serverFactory: front.serverFactory,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A plugin's start (the web plugin reads and indexes the built pages, others wait on Postgres or Redis) may pass
    // Fastify's 10 s on a busy 2-core machine; a slow start is still a start, so the limit is a minute.
    pluginTimeout: 60_000,
    // A 60 MiB application on a slow mobile link legitimately takes minutes; a client that drips bytes
    // is cut long before by the minimum data rate (plugins/slow-clients.ts).
    requestTimeout: 15 * 60_000,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    // Node checks these timeouts every connectionsCheckingInterval (30 s by default): each second
    // instead, so a client that never finishes its headers goes within about HEADERS_TIMEOUT_MS.
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
  }).withTypeProvider<ZodTypeProvider>();
  front.setLogger(app.log);
  app.decorate('front', front);
  app.addHook('preClose', (done) => {
    front.close();
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('now', options.now ?? systemClock);

  // A callback hook: it runs on every request, and an async one costs a promise and a microtask each time.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  await app.register(errorsPlugin);
  await app.register(localePlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(compressionPlugin);
  await app.register(slowClientsPlugin, {
    bodyMinBytes: config.REQUEST_BODY_MIN_BYTES,
    bodyWindowMs: config.REQUEST_BODY_WINDOW_MS,
    // Behind a proxy every connection comes from the proxy: limiting per address is then its job.
    maxConnectionsPerAddress: config.TRUST_PROXY ? 0 : config.MAX_CONNECTIONS_PER_ADDRESS,
  });
  await app.register(cors, corsOptions);
  // The one urlencoded parser (a plain HTML form's body); a repeated name becomes a list, as in multipart.
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT_BYTES });
  await app.register(dbPlugin, {
    url: databaseUrl,
    connectionTimeoutMs: config.DB_CONNECTION_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    poolMax: config.DB_POOL_MAX,
  });
  // Caches hear of content published on any instance (docs/decisions/0121-content-drafts-beside-the-live-tables.md);
  // the embedded Postgres serves one instance, which hears its own changes without it.
  await app.register(contentChangesPlugin, { url: config.DATABASE_URL ?? null });
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN, poolMax: config.DB_POOL_MAX });
  await app.register(authPlugin, { config });
  await app.register(rolesPlugin);
  await app.register(cookiesPlugin, { config });
  await app.register(redisPlugin, { url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX });
  await app.register(rateLimitPlugin);
  await app.register(jobsPlugin, {
    url: databaseUrl,
    worker: options.worker ?? config.JOBS_WORKER,
    concurrency: config.JOBS_CONCURRENCY,
    pollIntervalMs: config.JOBS_POLL_INTERVAL_MS,
  });
  await app.register(mailerPlugin, { config });
  await app.register(multipartPlugin, { config });
  await app.register(storagePlugin, { config });
  await app.register(documentSigningPlugin, { seed: config.DOCUMENT_SIGNING_KEY, webUrl: config.WEB_URL });
  await app.register(healthPlugin);
  await app.register(openapiPlugin);
  await registerRoutes(app, config);
  await app.register(webPlugin, {
    distDir: config.WEB_DIST_DIR,
    webUrl: config.WEB_URL,
    // The catalogue's pages and sitemap addresses, read in-process (docs/decisions/0114-catalogue-pages-rendered-on-request.md).
    catalogue: {
      load: createPageData(app, { ttlMs: config.CATALOG_CACHE_TTL_MS }),
      ttlMs: config.CATALOGUE_PAGES_CACHE_TTL_MS,
      sitemap: () => sitemapEntries(app.prisma),
      sitemapLimit: config.SITEMAP_URL_LIMIT,
    },
    // The site's own texts as editors published them (docs/decisions/0127-site-texts-from-published-versions.md).
    site: { load: createSiteData(app) },
  });
  return app;
}
