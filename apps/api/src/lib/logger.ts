import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyServerOptions, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** Anything that may carry a password, code, token, handoff payload or cookie is never logged. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  // @fastify/multipart logs the request headers it hands to busboy at trace level.
  '*.headers.authorization',
  '*.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.otp',
  '*.token',
  '*.encrypted',
  '*.code',
];

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A caller's id is kept when it looks like one, so logs can be followed across services; else a new one. */
export function genReqId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Structured JSON logs (pino) with a request id on every line, pretty in development. URLs are logged
 * without their query string: OAuth codes and handoff payloads travel there.
 */
export function loggerOptions(config: Config): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  const ids = { requestIdHeader: false as const, genReqId };
  if (config.LOG_LEVEL === 'silent') return { ...ids, logger: false };
  return {
    ...ids,
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: req.url.split('?')[0], ip: req.ip }),
      },
      ...(config.NODE_ENV === 'development' && {
        // The request id stays out of the pretty lines: a request is one short line (plugins/request-log.ts).
        transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' } },
      }),
    },
  };
}

/** What a request line shows of the request (logger options' `req` serializer drops the query). */
export interface LoggedRequest {
  method: string;
  url: string;
  ip: string;
}

/** A request's time as its log line shows it: milliseconds to one decimal. */
export const responseTimeMs = (elapsedMs: number) => Math.round(elapsedMs * 10) / 10;

/**
 * A request's one line, on a logger bound to its request id. Production: the structured line (request id,
 * method, path without the query, client address, status, time). Development (`short`): "GET
 * /api/v1/user/majors 200 3.1ms", which pino-pretty prints on one line. Written by Fastify's requests
 * (plugins/request-log.ts) and by the catalogue's front (lib/front-server.ts) alike.
 */
export function logRequestLine(
  log: FastifyBaseLogger,
  short: boolean,
  req: LoggedRequest,
  statusCode: number,
  elapsedMs: number,
  ids: { userId?: string; applicationId?: string } = {},
): void {
  const ms = responseTimeMs(elapsedMs);
  if (short) log.info(`${req.method} ${req.url.split('?')[0]} ${statusCode} ${ms}ms`);
  else log.info({ req, res: { statusCode }, responseTime: ms, ...ids }, 'request completed');
}
