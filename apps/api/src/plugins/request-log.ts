import fp from 'fastify-plugin';

const QUIETER_THAN_INFO = new Set(['warn', 'error', 'fatal', 'silent']);

export interface RequestLogOptions {
  /** Development: "GET /api/v1/user/majors 200 3.1ms", nothing else. Production: one JSON line. */
  short: boolean;
}

/**
 * One log line per request, written when the answer has gone (Fastify's own two lines, "incoming request"
 * and "request completed", are turned off in lib/logger.ts). Production gets the usual structured line
 * (request id, method, path without the query, client address, status, time); development a short one,
 * which pino-pretty prints on one line. Nothing is logged below the info level.
 */
export const requestLogPlugin = fp<RequestLogOptions>(async (app, { short }) => {
  if (QUIETER_THAN_INFO.has(app.log.level)) return;
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    if (short) {
      request.log.info(`${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${ms}ms`);
    } else {
      request.log.info({ req: request, res: reply, responseTime: ms }, 'request completed');
    }
  });
});
