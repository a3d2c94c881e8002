import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { logRequestLine } from './logger.js';
import { hasBody } from './has-body.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers served before Fastify's pipeline (app.ts); the catalogue installs its own. */
    front: Front;
  }
}

/** An answer made in front of Fastify: its status, its own headers (name, value, name, value...) and body. */
export interface FrontReply {
  status: number;
  headers: string[];
  body?: Buffer;
}

/** Makes the answer to a request it can serve from memory, or says undefined: Fastify then answers it. */
export type FrontAnswerer = (req: IncomingMessage) => FrontReply | undefined;

export interface FrontOptions {
  /** The API set of security headers (plugins/security-headers.ts), on every answer made here. */
  securityHeaders: [string, string][];
  /** What CORS adds to an answer to a request without an Origin (app.ts, from the CORS options). */
  corsHeaders: [string, string][];
  /** The request id, as Fastify's genReqId makes it (lib/logger.ts). */
  genReqId: (req: IncomingMessage) => string;
  /** The short development line rather than the structured one (plugins/request-log.ts). */
  shortLog: boolean;
  /** As Fastify's trustProxy: the logged address is then the client's, from X-Forwarded-For. */
  trustProxy: boolean;
}

/** Fastify's stand-in logger (logger: false) has no levels: nothing is written. */
const infoEnabled = (log: FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean }) =>
  typeof log.isLevelEnabled === 'function' && log.isLevelEnabled('info');

/** The options Fastify hands a server factory that it would use on its own server. */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * The HTTP server under Fastify, with room in front for the few answers that are bytes already in memory:
 * the public catalogue (docs/decisions/0090-api-answers-lean-path.md). Fastify's pipeline (routing, the
 * request and reply objects, a child logger, a dozen hooks) costs more than such an answer itself. An
 * answerer takes only a bodyless GET without an Origin header (a same-origin page or a non-browser client:
 * anything cross-origin goes through CORS in Fastify), and gives back undefined for anything it cannot
 * serve from memory. The answer gets what Fastify's would: the API's security headers, the request id,
 * CORS's headers for a request without an Origin, and the request's log line. catalog-front.test.ts
 * checks the answers against Fastify's, header by header.
 */
export function createFront(options: FrontOptions) {
  let answerer: FrontAnswerer = () => undefined;
  let log: FastifyBaseLogger | undefined;
  let answered = 0;
  // Once the app closes, Fastify answers every request itself: a 503 with Connection: close, so a client
  // on a kept-alive connection goes to another instance and the connection ends (fastify/lib/route.js's drain path).
  let closing = false;
  const fixedHeaders = [...options.securityHeaders, ...options.corsHeaders].flat();
  const clientAddress = (req: IncomingMessage) =>
    options.trustProxy ? proxyAddr(req, () => true) : (req.socket.remoteAddress ?? '');

  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (closing || req.method !== 'GET' || req.headers.origin !== undefined || hasBody(req)) return false;
    const start = performance.now();
    let reply: FrontReply | undefined;
    try {
      reply = answerer(req);
    } catch (error) {
      // Never a crash of the server: Fastify's route answers it, and its error handling takes over.
      log?.error({ err: error }, 'the front could not answer: left to the route');
      return false;
    }
    if (!reply) return false;
    const reqId = options.genReqId(req);
    res.writeHead(reply.status, [...fixedHeaders, 'x-request-id', reqId, ...reply.headers]);
    res.end(reply.body);
    answered += 1;
    if (log && infoEnabled(log)) {
      const logged = { method: 'GET', url: req.url ?? '', ip: clientAddress(req) };
      logRequestLine(log.child({ reqId }), options.shortLog, logged, reply.status, performance.now() - start);
    }
    return true;
  }

  /** Fastify's own HTTP/1 server (fastify/lib/server.js), with the front's answers tried first. */
  const serverFactory: FastifyServerFactory = (handler, opts) => {
    const fastifyOptions = opts as unknown as ServerSettings;
    const server = http.createServer(fastifyOptions.http ?? {}, (req, res) => {
      if (!answer(req, res)) handler(req, res);
    });
    server.keepAliveTimeout = fastifyOptions.keepAliveTimeout;
    server.requestTimeout = fastifyOptions.requestTimeout;
    server.setTimeout(fastifyOptions.connectionTimeout);
    if (fastifyOptions.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = fastifyOptions.maxRequestsPerSocket;
    return server;
  };

  return {
    serverFactory,
    /** How many answers the front has made since start-up (the rest went to Fastify). */
    get answered() {
      return answered;
    },
    /** The app's logger, once Fastify has made it. */
    setLogger(logger: FastifyBaseLogger) {
      log = logger;
    },
    /** From the app's preClose on: everything goes to Fastify, which sheds it with a 503 while it drains. */
    close() {
      closing = true;
    },
    /** The one answerer (the catalogue's). */
    use(next: FrontAnswerer) {
      answerer = next;
    },
  };
}

export type Front = ReturnType<typeof createFront>;
